import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm'
import { DOCUMENT_REMINDER_DAYS } from '../../config/constants'
import type { DocumentKind } from '../../contracts/applications.lists'
import type { Db } from '../../db/client'
import { kitchenDocuments, providers } from '../../db/schema'
import { DEFAULT_LOCALE } from '../../i18n/locales'
import { localeOfContentLanguage } from '../../lib/content-languages'
import { addDays, nairobiDate } from '../../lib/nairobi-date'
import { sendMessage } from '../accounts/outbox'
import type { Transports } from '../accounts/transports'
import { notifyKitchen } from '../notifications/notifications'
import { BRAND_ICON } from '../notifications/order-notifications'
import { documentExpiringEmail, documentExpiringSms } from './document-messages'

/**
 * The document-reminders sweep (decision record 0113): a kitchen's checked document that runs
 * out within 30 days, then within 7, is told to its cook (a notification to each account that
 * runs the kitchen, and an SMS to the kitchen's phone in its language) and to the operators
 * (an e-mail to each of OPERATOR_EMAILS). Each reminder is claimed by a conditional update of
 * `reminded_days` first, so of two instances or two rounds exactly one sends it; a new check of
 * the document (recordKitchenCheck) starts the reminders afresh. Answers the reminders sent.
 */
export async function remindExpiringDocuments(
  db: Db,
  settings: { transports: Transports; operatorEmails: readonly string[] },
  now = new Date(),
): Promise<number> {
  const today = nairobiDate(now)
  const [first, last] = [DOCUMENT_REMINDER_DAYS[0], DOCUMENT_REMINDER_DAYS[1]]
  const due = await db
    .select({
      kitchenId: kitchenDocuments.providerId,
      kind: kitchenDocuments.kind,
      expiresOn: kitchenDocuments.expiresOn,
      remindedDays: kitchenDocuments.remindedDays,
    })
    .from(kitchenDocuments)
    .where(
      and(
        gte(kitchenDocuments.expiresOn, today),
        lte(kitchenDocuments.expiresOn, addDays(today, first)),
        or(
          isNull(kitchenDocuments.remindedDays),
          and(
            sql`${kitchenDocuments.remindedDays} > ${last}`,
            lte(kitchenDocuments.expiresOn, addDays(today, last)),
          ),
        ),
      ),
    )
  let sent = 0
  for (const document of due) {
    const threshold = document.expiresOn <= addDays(today, last) ? last : first
    const [claimed] = await db
      .update(kitchenDocuments)
      .set({ remindedDays: threshold })
      .where(
        and(
          eq(kitchenDocuments.providerId, document.kitchenId),
          eq(kitchenDocuments.kind, document.kind),
          eq(kitchenDocuments.expiresOn, document.expiresOn),
          or(isNull(kitchenDocuments.remindedDays), sql`${kitchenDocuments.remindedDays} > ${threshold}`),
        ),
      )
      .returning({ kind: kitchenDocuments.kind })
    if (!claimed) continue
    await remind(db, settings, { ...document, days: daysBetween(today, document.expiresOn) })
    sent += 1
  }
  return sent
}

const daysBetween = (from: string, to: string) =>
  Math.round((new Date(`${to}T00:00:00Z`).getTime() - new Date(`${from}T00:00:00Z`).getTime()) / 86_400_000)

async function remind(
  db: Db,
  settings: { transports: Transports; operatorEmails: readonly string[] },
  document: { kitchenId: number; kind: DocumentKind; expiresOn: string; days: number },
) {
  const [kitchen] = await db
    .select({ name: providers.name, phone: providers.phone, language: providers.contentLanguage })
    .from(providers)
    .where(eq(providers.id, document.kitchenId))
  if (!kitchen) return
  await notifyKitchen(db, document.kitchenId, {
    kind: `document.${document.kind}`,
    values: { days: document.days },
    link: '/kitchen/settings',
    img: BRAND_ICON,
  })
  if (kitchen.phone)
    await sendMessage(db, settings.transports, {
      channel: 'sms',
      purpose: 'kitchen-application',
      recipient: kitchen.phone,
      ...(await documentExpiringSms(localeOfContentLanguage(kitchen.language), document)),
    })
  for (const email of settings.operatorEmails)
    await sendMessage(db, settings.transports, {
      channel: 'email',
      purpose: 'kitchen-application',
      recipient: email,
      ...(await documentExpiringEmail(DEFAULT_LOCALE, { ...document, kitchen: kitchen.name })),
    })
}
