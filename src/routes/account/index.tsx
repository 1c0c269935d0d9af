import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { CredentialsForm } from '../../features/accounts/components/CredentialsForm'
import { DataRights } from '../../features/accounts/components/DataRights'
import { PendingSignInNotice } from '../../features/accounts/components/PendingSignInNotice'
import { ProfileForm } from '../../features/accounts/components/ProfileForm'
import { SessionActions } from '../../features/accounts/components/SessionActions'
import { VerifyNotice } from '../../features/accounts/components/VerifyNotice'
import { sessionQuery } from '../../session/session.queries'

export const Route = createFileRoute('/account/')({ component: AccountPage })

function AccountPage() {
  const { data: account } = useQuery(sessionQuery)
  if (!account) return null
  return (
    <>
      <h1>
        <Trans>My account</Trans>
      </h1>
      <VerifyNotice account={account} />
      <PendingSignInNotice account={account} />
      {/* Keyed by the saved values, so a save (or another tab's) refills the form. */}
      <ProfileForm key={JSON.stringify(account.user)} account={account} />
      <CredentialsForm key={account.credential.identifier} account={account} />
      <SessionActions />
      <DataRights />
    </>
  )
}
