import type { Db } from '../../db/client'
import type { KitchenApplicationRow } from '../../db/schema'
import { DEFAULT_LOCALE, localeByCode } from '../../i18n/locales'
import { sendMessage } from '../accounts/outbox'
import type { Transports } from '../accounts/transports'
import { type ApplicationNews, applicationText } from './application-messages'

/**
 * Tells the applicant of a step, in the language they applied in: by e-mail to the address on the
 * application, and by SMS to its phone (each channel sends where configured; the outbox keeps both).
 */
export async function tellApplicant(
  db: Db,
  transports: Transports,
  application: Pick<KitchenApplicationRow, 'id' | 'kitchenName' | 'email' | 'phone' | 'locale'>,
  news: ApplicationNews,
) {
  const locale = localeByCode(application.locale)?.code ?? DEFAULT_LOCALE
  const text = await applicationText(locale, { id: application.id, kitchen: application.kitchenName }, news)
  for (const [channel, recipient] of [
    ['email', application.email],
    ['sms', application.phone],
  ] as const) {
    await sendMessage(db, transports, { channel, purpose: 'kitchen-application', recipient, ...text })
  }
}
