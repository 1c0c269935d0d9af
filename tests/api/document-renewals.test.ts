import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { Kitchen } from '../../src/contracts/catalogue.responses'
import { ErrorBody } from '../../src/contracts/common.responses'
import { KitchenDocuments, RenewalQueue } from '../../src/contracts/renewals.responses'
import { kitchenDocuments, notifications } from '../../src/db/schema'
import { recordKitchenCheck } from '../../src/domain/common/kitchen-verification'
import { addDays, addMonths, nairobiDate } from '../../src/lib/nairobi-date'
import { signedInUser } from '../fixtures/accounts'
import { apiRequest, someAddress } from '../fixtures/api-request'
import { file, operatorAccount, SAMPLE } from '../fixtures/applications'
import { createKitchen } from '../fixtures/catalogue'
import { kitchenAccount } from '../fixtures/kitchen'
import { testApi } from '../setup/test-database'

/**
 * A kitchen sends its renewed documents from its console and an operator checks them (decision
 * record 0115): the file waits in the operators' queue, one per kitchen and kind; accepted, it
 * becomes the kitchen's check with the expiry read on it (badge and reminders follow); refused,
 * the cook reads why. Only the kitchen and the operators see it. On PGlite and Postgres,
 * in-process and over HTTP.
 */
let api: Awaited<ReturnType<typeof testApi>>
let operator: Awaited<ReturnType<typeof operatorAccount>>
beforeAll(async () => {
  api = await testApi()
  operator = await operatorAccount(api)
})

const today = () => nairobiDate(new Date())
const call = (method: string, path: string, token?: string, body?: unknown) =>
  apiRequest(api, method, path, { token, body })
const codesOf = async (response: Response) => v.parse(ErrorBody, await response.json()).codes

/** A multipart body as a browser encodes it, sent with its boundary. */
async function upload(
  token: string,
  kind: string,
  document?: File,
  path = `kitchen/documents/${kind}/renewal`,
) {
  const form = new FormData()
  if (document) form.append('document', document)
  const encoded = new Response(form)
  return api.app.request(
    `/api/${path}`,
    {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
        'Content-Type': encoded.headers.get('content-type') ?? '',
      },
      body: Buffer.from(await encoded.arrayBuffer()),
    },
    { clientAddress: someAddress() },
  )
}

async function documentsOf(token: string) {
  const response = await call('GET', 'kitchen/documents', token)
  expect(response.status).toBe(200)
  return v.parse(KitchenDocuments, await response.json()).items
}

async function queue(token = operator.token) {
  const response = await call('GET', 'document-renewals', token)
  expect(response.status).toBe(200)
  return v.parse(RenewalQueue, await response.json()).items
}

/** A verified kitchen whose medical certificate runs out in 10 days, and its cook. */
async function kitchenRunningOut() {
  const kitchen = await createKitchen(api.db)
  const cook = await kitchenAccount(api, kitchen.id)
  await recordKitchenCheck(api.db, {
    kitchenId: kitchen.id,
    kind: 'medical-certificate',
    expiresOn: addDays(today(), 10),
    documentId: null,
  })
  await recordKitchenCheck(api.db, {
    kitchenId: kitchen.id,
    kind: 'food-licence',
    expiresOn: addDays(today(), 300),
    documentId: null,
  })
  return { kitchen, cook }
}

const medical = (docs: Awaited<ReturnType<typeof documentsOf>>) =>
  docs.find((d) => d.kind === 'medical-certificate')

describe("a kitchen's renewed documents", () => {
  it('are the kitchen’s own to send and the operators’ to check: 401, 403 as the role says', async () => {
    expect((await call('GET', 'kitchen/documents')).status).toBe(401)
    const shopper = await signedInUser(api)
    expect((await call('GET', 'kitchen/documents', shopper.accessToken)).status).toBe(403)
    expect((await upload(shopper.accessToken, 'food-licence', file(SAMPLE.pdf, 'l.pdf'))).status).toBe(403)
    expect((await call('GET', 'document-renewals')).status).toBe(401)
    expect((await call('GET', 'document-renewals', shopper.accessToken)).status).toBe(403)
    const { cook } = await kitchenRunningOut()
    expect((await call('GET', 'document-renewals', cook.token)).status).toBe(403)
    const decide = await call('POST', 'document-renewals/1/decision', cook.token, {
      outcome: 'accepted',
      expiresOn: addDays(today(), 30),
    })
    expect(decide.status).toBe(403)
  })

  it('refuses what is not a document, and queues nothing', async () => {
    const { kitchen, cook } = await kitchenRunningOut()
    const missing = await upload(cook.token, 'medical-certificate')
    expect(missing.status).toBe(422)
    expect(await codesOf(missing)).toEqual({ document: ['renewal.document'] })
    const program = await upload(
      cook.token,
      'medical-certificate',
      file(SAMPLE.exe, 'cert.pdf', 'application/pdf'),
    )
    expect(program.status).toBe(415)
    expect(await codesOf(program)).toEqual({ document: ['application.documentType'] })
    const big = await upload(
      cook.token,
      'medical-certificate',
      file(new Uint8Array([...SAMPLE.pdf, ...new Uint8Array(5 * 1024 * 1024)]), 'big.pdf'),
    )
    expect(big.status).toBe(413)
    expect((await upload(cook.token, 'passport', file(SAMPLE.pdf, 'p.pdf'))).status).toBe(422)
    const notForm = await call('PUT', 'kitchen/documents/food-licence/renewal', cook.token, { document: 'x' })
    expect(notForm.status).toBe(415)
    expect((await queue()).filter((r) => r.kitchen.id === kitchen.id)).toEqual([])
  })

  it('waits in the queue, a second upload replacing the first; accepted, it renews the check, the badge and the reminders', async () => {
    const { kitchen, cook } = await kitchenRunningOut()
    const before = medical(await documentsOf(cook.token))
    expect(before).toMatchObject({ expiresOn: addDays(today(), 10), renewalDue: true, waiting: null })

    expect(
      (await upload(cook.token, 'medical-certificate', file(SAMPLE.png, 'photo of paper.png'))).status,
    ).toBe(200)
    const sent = await upload(
      cook.token,
      'medical-certificate',
      file(SAMPLE.pdf, 'C:\\scans\\certificate 2027.pdf'),
    )
    expect(sent.status).toBe(200)
    const waiting = medical(v.parse(KitchenDocuments, await sent.json()).items)?.waiting
    expect(waiting?.fileName).toBe('certificate 2027.pdf')

    const mine = (await queue()).filter((r) => r.kitchen.id === kitchen.id)
    expect(mine).toEqual([
      {
        id: waiting?.id,
        kitchen: { id: kitchen.id, name: kitchen.name },
        kind: 'medical-certificate',
        fileName: 'certificate 2027.pdf',
        sentAt: expect.any(String),
        currentExpiresOn: addDays(today(), 10),
      },
    ])
    // The operator and the kitchen open the file (the second one sent); another kitchen cannot.
    const asOperator = await call('GET', `document-renewals/${waiting?.id}/document`, operator.token)
    expect(asOperator.status).toBe(200)
    expect(asOperator.headers.get('content-type')).toBe('application/pdf')
    expect(asOperator.headers.get('x-content-type-options')).toBe('nosniff')
    expect(new Uint8Array(await asOperator.arrayBuffer())).toEqual(SAMPLE.pdf)
    expect((await call('GET', `document-renewals/${waiting?.id}/document`, cook.token)).status).toBe(200)
    const other = await kitchenRunningOut()
    expect((await call('GET', `document-renewals/${waiting?.id}/document`, other.cook.token)).status).toBe(
      404,
    )

    // Refusals of the decision: a day past, a medical certificate more than six months ahead, no reason.
    const decide = (body: unknown) =>
      call('POST', `document-renewals/${waiting?.id}/decision`, operator.token, body)
    expect(await codesOf(await decide({ outcome: 'accepted', expiresOn: addDays(today(), -1) }))).toEqual({
      expiresOn: ['application.expiresOn'],
    })
    expect((await decide({ outcome: 'accepted', expiresOn: addDays(addMonths(today(), 6), 1) })).status).toBe(
      422,
    )
    expect((await decide({ outcome: 'rejected', reason: '' })).status).toBe(422)
    expect((await decide({ outcome: 'maybe' })).status).toBe(422)

    // The reminders had started; the accepted renewal starts them afresh.
    await api.db
      .update(kitchenDocuments)
      .set({ remindedDays: 30 })
      .where(
        and(eq(kitchenDocuments.providerId, kitchen.id), eq(kitchenDocuments.kind, 'medical-certificate')),
      )
    const renewed = addMonths(today(), 6)
    const accepted = await decide({ outcome: 'accepted', expiresOn: renewed })
    expect(accepted.status).toBe(200)
    expect(v.parse(RenewalQueue, await accepted.json()).items.map((r) => r.id)).not.toContain(waiting?.id)
    expect(medical(await documentsOf(cook.token))).toMatchObject({
      expiresOn: renewed,
      renewalDue: false,
      waiting: null,
      lastDecision: { outcome: 'accepted', expiresOn: renewed, reason: null },
    })
    const [check] = await api.db
      .select({ remindedDays: kitchenDocuments.remindedDays })
      .from(kitchenDocuments)
      .where(
        and(eq(kitchenDocuments.providerId, kitchen.id), eq(kitchenDocuments.kind, 'medical-certificate')),
      )
    expect(check?.remindedDays).toBeNull()
    const page = v.parse(Kitchen, await (await call('GET', `kitchens/${kitchen.id}`)).json())
    expect(page.verification).toMatchObject({ renewalDue: false })
    const told = await api.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, cook.user.id))
    expect(told.map((n) => n.kind)).toContain('renewal.accepted.medical-certificate')

    // Decided once: a second decision is refused.
    const again = await decide({ outcome: 'rejected', reason: 'Blurred' })
    expect(again.status).toBe(409)
    expect(v.parse(ErrorBody, await again.json()).code).toBe('renewal.decided')
  })

  it('refused, it leaves the check as it was and tells the cook why', async () => {
    const { cook } = await kitchenRunningOut()
    const sent = await upload(cook.token, 'medical-certificate', file(SAMPLE.jpeg, 'cert.jpg'))
    const id = medical(v.parse(KitchenDocuments, await sent.json()).items)?.waiting?.id
    const refused = await call('POST', `document-renewals/${id}/decision`, operator.token, {
      outcome: 'rejected',
      reason: 'The photo is blurred: send a sharper one',
    })
    expect(refused.status).toBe(200)
    expect(medical(await documentsOf(cook.token))).toMatchObject({
      expiresOn: addDays(today(), 10),
      renewalDue: true,
      waiting: null,
      lastDecision: { outcome: 'rejected', reason: 'The photo is blurred: send a sharper one' },
    })
  })

  it('is decided once when two operators decide at once, and its kitchen is told once', async () => {
    const { cook } = await kitchenRunningOut()
    const second = await operatorAccount(api)
    const sent = await upload(cook.token, 'medical-certificate', file(SAMPLE.pdf, 'cert.pdf'))
    const id = medical(v.parse(KitchenDocuments, await sent.json()).items)?.waiting?.id
    const answers = await Promise.all(
      [operator, second, operator, second].map((who, n) =>
        call('POST', `document-renewals/${id}/decision`, who.token, {
          outcome: 'accepted',
          expiresOn: addDays(today(), 60 + n),
        }),
      ),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409])
    const told = await api.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.userId, cook.user.id))
    expect(told.filter((n) => n.kind === 'renewal.accepted.medical-certificate')).toHaveLength(1)
  })

  it('takes two first uploads at once as one waiting renewal', async () => {
    const { kitchen, cook } = await kitchenRunningOut()
    const answers = await Promise.all(
      [SAMPLE.pdf, SAMPLE.png, SAMPLE.jpeg].map((bytes, n) =>
        upload(cook.token, 'food-licence', file(bytes, `licence-${n}`)),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect((await queue()).filter((r) => r.kitchen.id === kitchen.id)).toHaveLength(1)
  })
})
