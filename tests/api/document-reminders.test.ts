import { and, count, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { Kitchen } from '../../src/contracts/catalogue.responses'
import { outbox } from '../../src/db/schema'
import { documentExpiringSms } from '../../src/domain/applications/document-messages'
import { remindExpiringDocuments } from '../../src/domain/applications/document-reminders'
import { recordKitchenCheck } from '../../src/domain/common/kitchen-verification'
import { LOCALES } from '../../src/i18n/locales'
import { addDays, nairobiDate } from '../../src/lib/nairobi-date'
import { latestMessage } from '../fixtures/accounts'
import { createKitchen } from '../fixtures/catalogue'
import { kitchenAccount } from '../fixtures/kitchen'
import { notificationsOf } from '../fixtures/notifications'
import { shopHarness } from '../fixtures/shop-harness'
import { smsSegments } from '../fixtures/sms-segments'

/**
 * A kitchen's checked documents running out (decision record 0113): 30 days and 7 days before,
 * its cook is told (notification and SMS) and the operators are e-mailed, once each however many
 * sweeps run; the kitchen's page says "renewal due" beside the badge. The sweep is called with
 * the clock moved; a database of its own, as it reads every kitchen's documents.
 */
const h = shopHarness({ ownDatabase: true })
const OPERATOR = 'operations@homecooked.test'
const DAY = 86_400_000

let phones = 0
async function kitchenWithCook() {
  const kitchen = await createKitchen(h.api.db, { verified: false })
  phones += 1
  const phone = `+2547220${String(Date.now() % 10_000).padStart(4, '0')}${phones % 10}`
  const cook = await kitchenAccount(h.api, kitchen.id, phone)
  return { kitchen, cook, phone }
}

const sweep = (at: Date) =>
  remindExpiringDocuments(h.api.db, { transports: {}, operatorEmails: [OPERATOR] }, at)

async function messagesTo(recipient: string) {
  const [row] = await h.api.db
    .select({ n: count() })
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient)))
  return row?.n ?? 0
}

async function check(kitchenId: number, medicalInDays: number, licenceInDays: number) {
  const today = nairobiDate(new Date())
  await recordKitchenCheck(h.api.db, {
    kitchenId,
    kind: 'medical-certificate',
    expiresOn: addDays(today, medicalInDays),
    documentId: null,
  })
  await recordKitchenCheck(h.api.db, {
    kitchenId,
    kind: 'food-licence',
    expiresOn: addDays(today, licenceInDays),
    documentId: null,
  })
}

describe("a kitchen's documents running out", () => {
  it('are told to the cook and the operators 30 and 7 days before, once each, and the badge says renewal due', async () => {
    const { kitchen, cook, phone } = await kitchenWithCook()
    await check(kitchen.id, 25, 200)
    const page = async () => v.parse(Kitchen, await (await h.call('GET', `kitchens/${kitchen.id}`)).json())
    expect((await page()).verification).toMatchObject({ renewalDue: true })

    expect(await sweep(new Date())).toBeGreaterThanOrEqual(1)
    const titles = (await notificationsOf(h.api, cook.token)).items.map((n) => n.title)
    expect(titles).toContain(
      'Your medical certificate runs out in 25 days: renew it to keep your verified badge',
    )
    expect((await latestMessage(h.api.db, phone))?.body).toMatch(/medical certificate runs out in 25 days/)
    const email = await latestMessage(h.api.db, OPERATOR)
    expect(email?.subject).toContain(kitchen.name)
    expect(email?.body).toContain(`kitchen ${kitchen.id}`)

    // Once: later rounds, and two instances at once, send nothing more until 7 days are left.
    const sent = await messagesTo(phone)
    await Promise.all([sweep(new Date()), sweep(new Date(Date.now() + DAY))])
    expect(await messagesTo(phone)).toBe(sent)

    // Six days left: the second reminder, once even when two instances sweep at the same moment.
    const later = new Date(Date.now() + 19 * DAY)
    await Promise.all([sweep(later), sweep(later)])
    expect(await messagesTo(phone)).toBe(sent + 1)
    expect((await latestMessage(h.api.db, phone))?.body).toMatch(/runs out in 6 days/)
    const notices = (await notificationsOf(h.api, cook.token)).items.filter((n) =>
      n.title.includes('medical'),
    )
    expect(notices).toHaveLength(2)

    // A renewed document, checked by an operator: no reminder, no "renewal due".
    await check(kitchen.id, 180, 200)
    expect((await page()).verification).toMatchObject({ renewalDue: false })
    await sweep(later)
    expect(await messagesTo(phone)).toBe(sent + 1)
  })

  it('leave a kitchen whose documents run out later, or ran out already, alone', async () => {
    const { kitchen, phone } = await kitchenWithCook()
    await check(kitchen.id, 45, 300)
    await sweep(new Date())
    expect(await messagesTo(phone)).toBe(0)
    // Past its expiry the badge has dropped by itself; no reminder is sent for what is gone.
    await sweep(new Date(Date.now() + 50 * DAY))
    expect(await messagesTo(phone)).toBe(0)
  })
})

describe("the cook's reminder SMS", () => {
  it('fits one segment in every language', async () => {
    for (const locale of LOCALES) {
      for (const kind of ['medical-certificate', 'food-licence'] as const) {
        const { body } = await documentExpiringSms(locale.code, { kind, days: 30 })
        expect(smsSegments(body), `${locale.code}: ${body}`).toBe(1)
      }
    }
  })
})
