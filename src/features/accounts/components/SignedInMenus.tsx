import { LazyNotificationBell } from '../../notifications/components/LazyNotificationBell'
import type { Account } from '../accounts.types'
import { AccountMenu } from './AccountMenu'

/** What the header shows a signed-in account: the notification bell and the account menu. */
export function SignedInMenus({ account }: { account: Account }) {
  return (
    <>
      <LazyNotificationBell />
      <AccountMenu account={account} />
    </>
  )
}
