import type { Db } from '../../db/client'
import type { LocaleCode } from '../../i18n/locales'
import { channelFor } from '../../lib/identifier'
import { accountExistsText } from './message-texts'
import { sendMessage } from './outbox'
import type { Transports } from './transports'

/** Tells an address that already has an account that someone tried to open another with it. */
export async function sendAccountExists(
  db: Db,
  transports: Transports,
  identifier: string,
  locale: LocaleCode,
  links: { signIn: string; reset: string },
): Promise<void> {
  await sendMessage(db, transports, {
    channel: channelFor(identifier),
    purpose: 'account-exists',
    recipient: identifier,
    ...(await accountExistsText(locale, links)),
  })
}
