import { readdirSync } from 'node:fs'
import { and, count, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_DOCUMENT_BYTES } from '../../src/contracts/applications.lists'
import { Application, ApplicationPage } from '../../src/contracts/applications.responses'
import { ApplicationFields } from '../../src/contracts/applications.schemas'
import { Kitchen } from '../../src/contracts/catalogue.responses'
import { ErrorBody } from '../../src/contracts/common.responses'
import {
  applicationDocuments,
  kitchenApplications,
  kitchenDocuments,
  kitchenMembers,
  outbox,
  providers,
  users,
} from '../../src/db/schema'
import { submitApplication } from '../../src/domain/applications/applications'
import { addMonths, nairobiDate } from '../../src/lib/nairobi-date'
import type { DocumentStorage } from '../../src/storage/document-storage'
import { authCall, latestCode, latestMessage, newRegistration, signedInUser } from '../fixtures/accounts'
import { apiRequest } from '../fixtures/api-request'
import {
  applicationFields,
  applicationForm,
  applied,
  apply,
  file,
  operatorAccount,
  SAMPLE,
} from '../fixtures/applications'
import { testApi } from '../setup/test-database'

let api: Awaited<ReturnType<typeof testApi>>
let operator: Awaited<ReturnType<typeof operatorAccount>>
beforeAll(async () => {
  api = await testApi()
  operator = await operatorAccount(api)
})

const call = (method: string, path: string, token?: string, body?: unknown) =>
  apiRequest(api, method, path, { token, body })
const errorOf = async (response: Response) => v.parse(ErrorBody, await response.json())
const storedFiles = () =>
  readdirSync(api.storageDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
const applicationsFor = async (email: string) =>
  (
    await api.db.select({ n: count() }).from(kitchenApplications).where(eq(kitchenApplications.email, email))
  )[0]?.n
const step = (token: string, id: number, body: unknown) =>
  call('POST', `kitchen-applications/${id}/transitions`, token, body)
const check = (token: string, id: number, kind: string, expiresOn: string) =>
  call('POST', `kitchen-applications/${id}/documents/${kind}/checks`, token, { expiresOn })
const kitchenOf = async (id: number) => v.parse(Kitchen, await (await call('GET', `kitchens/${id}`)).json())
const today = () => nairobiDate(new Date())

describe('applying (multipart/form-data)', () => {
  it("takes a visitor's application with two documents, types read from their bytes, and tells the applicant in their language", async () => {
    const fields = applicationFields()
    const before = storedFiles().length
    const application = await applied(
      api,
      applicationForm(fields, {
        medicalCertificate: file(SAMPLE.pdf, 'cheti.pdf', 'application/pdf'),
        // A scan sent without a usable type or extension is still a JPEG by its bytes.
        foodLicence: file(SAMPLE.jpeg, 'scan.bin'),
      }),
      { language: 'sw-KE,sw;q=0.9' },
    )
    expect(application).toMatchObject({
      status: 'received',
      service: 'food',
      phone: '+254712345678',
      email: fields.email,
      cuisines: ['kikuyu', 'kenyan'],
      dishes: [
        { name: 'Mukimo with beef stew', priceKes: 450 },
        { name: 'Githenji', priceKes: 300 },
      ],
      dailyCapacity: 40,
      locale: 'sw-KE',
      linkedToAccount: false,
      nextSteps: ['reviewing'],
    })
    expect(application.documents.map((d) => [d.kind, d.contentType, d.fileName, d.expiresOn])).toEqual([
      ['medical-certificate', 'application/pdf', 'cheti.pdf', null],
      ['food-licence', 'image/jpeg', 'scan.bin', null],
    ])
    expect(storedFiles().length).toBe(before + 2)
    const mail = await latestMessage(api.db, fields.email)
    const sms = await latestMessage(api.db, '+254712345678')
    expect(mail).toMatchObject({ channel: 'email', purpose: 'kitchen-application' })
    expect(sms?.body).toBe(mail?.body)
    // Swahili, not the English text.
    expect(mail?.body).toContain(String(application.id))
    expect(mail?.body).not.toContain('We have received your application')
  })

  it('links the application to a signed-in applicant, who sees it and its documents', async () => {
    const cook = await signedInUser(api)
    const application = await applied(api, applicationForm(), { token: cook.accessToken })
    expect(application.linkedToAccount).toBe(true)
    const mine = v.parse(
      ApplicationPage,
      await (await call('GET', 'kitchen-applications', cook.accessToken)).json(),
    )
    expect(mine.items.map((a) => a.id)).toEqual([application.id])
    const document = await call(
      'GET',
      `kitchen-applications/${application.id}/documents/food-licence`,
      cook.accessToken,
    )
    expect(document.status).toBe(200)
    expect(new Uint8Array(await document.arrayBuffer())).toEqual(SAMPLE.png)
  })

  it('names every missing or invalid field (422) and stores nothing', async () => {
    const fields = applicationFields({
      kitchenName: undefined,
      phone: '0612 345 678',
      lat: '51.5',
      cuisines: ['pizza'],
      dishes: 'Mukimo',
      dailyCapacity: '0',
      fulfilment: 'drone',
    })
    const before = storedFiles().length
    const response = await apply(api, applicationForm(fields, { foodLicence: file(SAMPLE.pdf, 'l.pdf') }))
    expect(response.status).toBe(422)
    const body = await errorOf(response)
    expect(body.codes).toEqual({
      kitchenName: ['application.kitchenName'],
      phone: ['application.phone'],
      lat: ['application.position'],
      cuisines: ['application.cuisines'],
      dishes: ['application.dishes'],
      dailyCapacity: ['application.dailyCapacity'],
      fulfilment: ['application.fulfilment'],
      medicalCertificate: ['application.documentMissing'],
    })
    expect(body.errors.medicalCertificate).toEqual(['Please attach this document'])
    expect(await applicationsFor(String(fields.email))).toBe(0)
    expect(storedFiles().length).toBe(before)
  })

  it('refuses a document whose bytes are not a PDF, JPEG or PNG whatever its name says (415), and stores nothing', async () => {
    for (const spoof of [
      file(SAMPLE.html, 'licence.pdf', 'application/pdf'),
      file(SAMPLE.exe, 'licence.png', 'image/png'),
      file(SAMPLE.gif, 'licence.jpg', 'image/jpeg'),
    ]) {
      const fields = applicationFields()
      const response = await apply(
        api,
        applicationForm(fields, { medicalCertificate: file(SAMPLE.pdf, 'm.pdf'), foodLicence: spoof }),
      )
      expect(response.status, spoof.name).toBe(415)
      expect((await errorOf(response)).codes).toEqual({ foodLicence: ['application.documentType'] })
      expect(await applicationsFor(fields.email)).toBe(0)
    }
  })

  it('refuses a document over 5 MB (413 on its field) and a body over the limit (413), storing nothing', async () => {
    const before = storedFiles().length
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1)
    big.set(SAMPLE.pdf)
    const fields = applicationFields()
    const response = await apply(
      api,
      applicationForm(fields, {
        medicalCertificate: file(big, 'm.pdf'),
        foodLicence: file(SAMPLE.png, 'l.png'),
      }),
    )
    expect(response.status).toBe(413)
    expect((await errorOf(response)).codes).toEqual({ medicalCertificate: ['application.documentTooLarge'] })

    const huge = new Uint8Array(MAX_DOCUMENT_BYTES + 2 * 1024 * 1024)
    huge.set(SAMPLE.pdf)
    const whole = await apply(
      api,
      applicationForm(fields, { medicalCertificate: file(huge, 'm.pdf'), foodLicence: file(huge, 'l.pdf') }),
    )
    expect(whole.status).toBe(413)
    expect((await errorOf(whole)).code).toBe('input.tooLarge')
    expect(await applicationsFor(fields.email)).toBe(0)
    expect(storedFiles().length).toBe(before)
  })

  it('wants multipart/form-data (415) and refuses control characters in its fields (422)', async () => {
    const json = await call('POST', 'kitchen-applications', undefined, applicationFields())
    expect(json.status).toBe(415)
    expect((await errorOf(json)).code).toBe('application.multipart')
    const nul = await apply(api, applicationForm(applicationFields({ landmark: 'Gate\u0000B' })))
    expect(nul.status).toBe(422)
    expect((await errorOf(nul)).codes).toEqual({ landmark: ['input.controlCharacters'] })
  })

  it('removes the files already written when storing fails part-way: nothing half-stored', async () => {
    const written = new Map<string, Uint8Array>()
    const removed: string[] = []
    let puts = 0
    const failingOnSecond: DocumentStorage = {
      put: async (key, bytes) => {
        puts += 1
        if (puts === 2) throw new Error('disk full')
        written.set(key, bytes)
      },
      get: async (key) => written.get(key) ?? null,
      delete: async (key) => {
        removed.push(key)
        written.delete(key)
      },
    }
    const fields = v.parse(ApplicationFields, applicationFields())
    await expect(
      submitApplication(
        api.db,
        failingOnSecond,
        {},
        {
          fields,
          documents: [
            { kind: 'medical-certificate', bytes: SAMPLE.pdf, type: 'application/pdf', fileName: 'm.pdf' },
            { kind: 'food-licence', bytes: SAMPLE.png, type: 'image/png', fileName: 'l.png' },
          ],
          userId: null,
          locale: 'en-KE',
        },
      ),
    ).rejects.toThrow('disk full')
    expect(written.size).toBe(0)
    expect(removed).toHaveLength(2)
    expect(await applicationsFor(fields.email)).toBe(0)
  })
})

describe('who sees what', () => {
  it("lists and opens applications for operators (status filter), 404 for anyone else's, 401 without a session", async () => {
    const application = await applied(api)
    expect((await call('GET', 'kitchen-applications')).status).toBe(401)
    expect((await call('GET', `kitchen-applications/${application.id}`)).status).toBe(401)
    const stranger = await signedInUser(api)
    for (const path of [
      `kitchen-applications/${application.id}`,
      `kitchen-applications/${application.id}/documents/medical-certificate`,
    ]) {
      const response = await call('GET', path, stranger.accessToken)
      expect(response.status, path).toBe(404)
    }
    const theirs = v.parse(
      ApplicationPage,
      await (await call('GET', 'kitchen-applications', stranger.accessToken)).json(),
    )
    expect(theirs.total).toBe(0)
    expect((await step(stranger.accessToken, application.id, { to: 'reviewing' })).status).toBe(403)
    expect((await check(stranger.accessToken, application.id, 'food-licence', today())).status).toBe(403)

    const received = v.parse(
      ApplicationPage,
      await (await call('GET', 'kitchen-applications?status=received&perPage=100', operator.token)).json(),
    )
    expect(received.items.map((a) => a.id)).toContain(application.id)
    expect(received.items.every((a) => a.status === 'received')).toBe(true)
    const rejectedOnly = await call('GET', 'kitchen-applications?status=rejected&perPage=100', operator.token)
    expect(v.parse(ApplicationPage, await rejectedOnly.json()).items.map((a) => a.id)).not.toContain(
      application.id,
    )
    expect((await call('GET', 'kitchen-applications?status=lost', operator.token)).status).toBe(422)
    expect((await call('GET', `kitchen-applications/${application.id}`, operator.token)).status).toBe(200)
  })

  it('serves a document privately: its sniffed type, Content-Disposition, nosniff, no caching', async () => {
    const application = await applied(api)
    const response = await call(
      'GET',
      `kitchen-applications/${application.id}/documents/medical-certificate`,
      operator.token,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="medical-certificate-${application.id}.pdf"`,
    )
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(SAMPLE.pdf)
    expect(
      (await call('GET', `kitchen-applications/${application.id}/documents/passport`, operator.token)).status,
    ).toBe(422)
    expect(
      (await call('GET', `kitchen-applications/999999/documents/food-licence`, operator.token)).status,
    ).toBe(404)
  })
})

describe('the review', () => {
  it('goes received → reviewing → approved, no skipping, no going back (409), and tells the applicant each step', async () => {
    const applicant = await signedInUser(api)
    const application = await applied(api, applicationForm(), { token: applicant.accessToken })
    const skip = await step(operator.token, application.id, { to: 'approved' })
    expect(skip.status).toBe(409)
    expect((await errorOf(skip)).code).toBe('application.illegalStep')
    const reviewing = v.parse(
      Application,
      await (await step(operator.token, application.id, { to: 'reviewing' })).json(),
    )
    expect(reviewing).toMatchObject({ status: 'reviewing', nextSteps: ['approved', 'rejected'] })
    expect((await latestMessage(api.db, application.email))?.body).toContain(
      'We are reviewing your application',
    )

    const approved = v.parse(
      Application,
      await (await step(operator.token, application.id, { to: 'approved' })).json(),
    )
    expect(approved.status).toBe('approved')
    expect(approved.kitchenId).toBeTypeOf('number')
    expect(
      (await step(operator.token, application.id, { to: 'rejected', reason: 'Changed my mind' })).status,
    ).toBe(409)
    expect((await latestMessage(api.db, application.email))?.body).toContain('is approved')

    // The kitchen exists, unverified, and the applicant runs it.
    const kitchen = await kitchenOf(approved.kitchenId ?? 0)
    expect(kitchen).toMatchObject({ name: application.kitchenName, verified: false })
    expect(kitchen.verification).toEqual({ verifiedUntil: null, renewalDue: false, checks: [] })
    const [account] = await api.db.select().from(users).where(eq(users.id, applicant.user.id))
    expect(account?.roles).toContain('kitchen')
    const board = await call('GET', 'kitchen/orders', applicant.accessToken)
    expect(board.status).toBe(200)
    expect((await board.json()).kitchen.id).toBe(approved.kitchenId)
  })

  it('rejects with a reason the applicant is told (422 without one)', async () => {
    const application = await applied(api)
    await step(operator.token, application.id, { to: 'reviewing' })
    const noReason = await step(operator.token, application.id, { to: 'rejected' })
    expect(noReason.status).toBe(422)
    expect((await errorOf(noReason)).codes).toEqual({ reason: ['application.reasonRequired'] })
    const rejected = await step(operator.token, application.id, {
      to: 'rejected',
      reason: 'The licence is for another address',
    })
    expect(v.parse(Application, await rejected.json())).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The licence is for another address',
      kitchenId: null,
    })
    expect((await latestMessage(api.db, application.email))?.body).toContain(
      'The licence is for another address',
    )
  })

  it('two operators approving at once: one wins, the other is 409, one kitchen', async () => {
    const second = await operatorAccount(api)
    const application = await applied(api)
    await step(operator.token, application.id, { to: 'reviewing' })
    const answers = await Promise.all([
      step(operator.token, application.id, { to: 'approved' }),
      step(second.token, application.id, { to: 'approved' }),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    const [row] = await api.db
      .select()
      .from(kitchenApplications)
      .where(eq(kitchenApplications.id, application.id))
    const kitchens = await api.db.select().from(providers).where(eq(providers.name, application.kitchenName))
    expect(row?.kitchenId).toBeTypeOf('number')
    expect(kitchens.map((k) => k.id)).toEqual([row?.kitchenId])
  })

  it("gives a visitor's approved kitchen to the account that later signs up with the application's e-mail", async () => {
    const registration = newRegistration()
    const application = await applied(api, applicationForm(applicationFields({ email: registration.email })))
    await step(operator.token, application.id, { to: 'reviewing' })
    const approved = v.parse(
      Application,
      await (await step(operator.token, application.id, { to: 'approved' })).json(),
    )
    expect(approved.linkedToAccount).toBe(false)

    expect((await authCall(api, 'POST', '/account/register', { body: registration })).status).toBe(202)
    const token = await latestCode(api.db, registration.email)
    const confirmed = await authCall(api, 'POST', '/verification/confirm', {
      body: { token, identifier: registration.email },
    })
    expect(confirmed.status).toBe(200)
    const session = (await confirmed.json()).data
    expect(session.user.roles).toContain('kitchen')
    const board = await call('GET', 'kitchen/orders', session.accessToken)
    expect(board.status).toBe(200)
    expect((await board.json()).kitchen.id).toBe(approved.kitchenId)
    const [member] = await api.db
      .select()
      .from(kitchenMembers)
      .where(eq(kitchenMembers.userId, session.user.id))
    expect(member?.kitchenId).toBe(approved.kitchenId)
  })
})

describe('one account, one kitchen (decision record 0058)', () => {
  /** An account that sent an application signed in, approved: it runs that kitchen. */
  async function cookWithKitchen() {
    const cook = await signedInUser(api)
    const first = await applied(api, applicationForm(), { token: cook.accessToken })
    await step(operator.token, first.id, { to: 'reviewing' })
    const approved = v.parse(
      Application,
      await (await step(operator.token, first.id, { to: 'approved' })).json(),
    )
    return { cook, kitchenId: approved.kitchenId ?? 0, kitchenName: first.kitchenName }
  }
  const kitchenIdsOf = async (userId: number) =>
    (await api.db.select().from(kitchenMembers).where(eq(kitchenMembers.userId, userId))).map(
      (m) => m.kitchenId,
    )
  const boardKitchen = async (token: string) => {
    const board = await call('GET', 'kitchen/orders', token)
    expect(board.status).toBe(200)
    return (await board.json()).kitchen.id
  }

  it("refuses to approve a second kitchen for a cook's account (409 naming the kitchen it runs); the first keeps its account", async () => {
    const { cook, kitchenId, kitchenName } = await cookWithKitchen()
    const again = await applied(api, applicationForm(), { token: cook.accessToken })
    await step(operator.token, again.id, { to: 'reviewing' })
    const refused = await step(operator.token, again.id, { to: 'approved' })
    expect(refused.status).toBe(409)
    expect(await errorOf(refused)).toMatchObject({
      code: 'application.accountRunsKitchen',
      values: { kitchen: kitchenName },
    })
    // Nothing of the refused step stays: no second kitchen, the application still under review.
    const [row] = await api.db.select().from(kitchenApplications).where(eq(kitchenApplications.id, again.id))
    expect(row).toMatchObject({ status: 'reviewing', kitchenId: null })
    expect(await api.db.select().from(providers).where(eq(providers.name, again.kitchenName))).toEqual([])
    expect(await kitchenIdsOf(cook.user.id)).toEqual([kitchenId])
    expect(await boardKitchen(cook.accessToken)).toBe(kitchenId)
    // The operator tells the cook why instead.
    const rejected = await step(operator.token, again.id, {
      to: 'rejected',
      reason: 'You already run a kitchen',
    })
    expect(rejected.status).toBe(200)
  })

  it("approves a visitor's application sent with an existing account's e-mail without linking that account", async () => {
    const { cook, kitchenId } = await cookWithKitchen()
    const shopper = await signedInUser(api)
    for (const owner of [cook, shopper]) {
      const visitors = await applied(api, applicationForm(applicationFields({ email: owner.identifier })))
      await step(operator.token, visitors.id, { to: 'reviewing' })
      const approved = await step(operator.token, visitors.id, { to: 'approved' })
      expect(approved.status).toBe(200)
      expect(v.parse(Application, await approved.json())).toMatchObject({
        status: 'approved',
        linkedToAccount: false,
      })
    }
    // Signing in again claims neither: the accounts are older than the applications.
    for (const owner of [cook, shopper]) {
      const signIn = await authCall(api, 'POST', '/account/authenticate', {
        body: { identifier: owner.identifier, secret: owner.registration.credential.secret },
      })
      expect(signIn.status).toBe(200)
      expect((await signIn.json()).data.user.roles).toEqual(
        owner === cook ? ['customer', 'kitchen'] : ['customer'],
      )
    }
    expect(await kitchenIdsOf(cook.user.id)).toEqual([kitchenId])
    expect(await boardKitchen(cook.accessToken)).toBe(kitchenId)
    expect(await kitchenIdsOf(shopper.user.id)).toEqual([])
    expect((await call('GET', 'kitchen/orders', shopper.accessToken)).status).toBe(403)
  })

  it('two approvals at once for one account: one kitchen is made and linked, the other is 409 and leaves nothing', async () => {
    const cook = await signedInUser(api)
    const second = await operatorAccount(api)
    const applications = [
      await applied(api, applicationForm(), { token: cook.accessToken }),
      await applied(api, applicationForm(), { token: cook.accessToken }),
    ]
    for (const application of applications) await step(operator.token, application.id, { to: 'reviewing' })
    const answers = await Promise.all([
      step(operator.token, applications[0]?.id ?? 0, { to: 'approved' }),
      step(second.token, applications[1]?.id ?? 0, { to: 'approved' }),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    const winner = answers[0]?.status === 200 ? 0 : 1
    const rows = await api.db
      .select()
      .from(kitchenApplications)
      .where(eq(kitchenApplications.userId, cook.user.id))
    const kitchenId = rows.find((r) => r.id === applications[winner]?.id)?.kitchenId
    expect(kitchenId).toBeTypeOf('number')
    expect(rows.find((r) => r.id === applications[1 - winner]?.id)).toMatchObject({
      status: 'reviewing',
      kitchenId: null,
    })
    expect(await kitchenIdsOf(cook.user.id)).toEqual([kitchenId])
    const loser = applications[1 - winner]?.kitchenName ?? ''
    expect(await api.db.select().from(providers).where(eq(providers.name, loser))).toEqual([])
    expect(await boardKitchen(cook.accessToken)).toBe(kitchenId)
  })
})

describe('the other services', () => {
  it("takes a grocery store's application in the same form, and approving it makes a store", async () => {
    // A store names no cuisine; a kitchen must.
    const application = await applied(
      api,
      applicationForm(applicationFields({ service: 'grocery', cuisines: undefined })),
    )
    expect(application.service).toBe('grocery')
    const noCuisine = await apply(api, applicationForm(applicationFields({ cuisines: undefined })))
    expect((await errorOf(noCuisine)).codes).toEqual({ cuisines: ['application.cuisines'] })
    await step(operator.token, application.id, { to: 'reviewing' })
    const approved = v.parse(
      Application,
      await (await step(operator.token, application.id, { to: 'approved' })).json(),
    )
    const [store] = await api.db
      .select()
      .from(providers)
      .where(eq(providers.id, approved.kitchenId ?? 0))
    expect(store).toMatchObject({ service: 'grocery', kind: 'store', name: application.kitchenName })
    const unknown = await apply(api, applicationForm(applicationFields({ service: 'laundry' })))
    expect((await errorOf(unknown)).codes).toEqual({ service: ['application.service'] })
  })
})

describe("documents' checks and the kitchen's badge", () => {
  it('records expiry days (medical certificate at most six months), and the kitchen is verified once both are checked', async () => {
    const application = await applied(api)
    expect((await check(operator.token, application.id, 'medical-certificate', today())).status).toBe(409)
    await step(operator.token, application.id, { to: 'reviewing' })

    const tooLong = await check(operator.token, application.id, 'medical-certificate', addMonths(today(), 7))
    expect(tooLong.status).toBe(422)
    expect((await errorOf(tooLong)).codes).toEqual({ expiresOn: ['application.medicalSixMonths'] })
    const past = await check(operator.token, application.id, 'food-licence', addMonths(today(), -1))
    expect(past.status).toBe(422)
    expect((await check(operator.token, application.id, 'food-licence', '2027-02-30')).status).toBe(422)
    // Not a day at all: a clear 422, where the calendar check used to throw (a 500).
    expect((await check(operator.token, application.id, 'food-licence', 'next year')).status).toBe(422)

    const medicalUntil = addMonths(today(), 6)
    const checked = await check(operator.token, application.id, 'medical-certificate', medicalUntil)
    expect(v.parse(Application, await checked.json()).documents[0]).toMatchObject({ expiresOn: medicalUntil })

    // Approved with one document checked: the kitchen exists, unverified.
    const approved = v.parse(
      Application,
      await (await step(operator.token, application.id, { to: 'approved' })).json(),
    )
    const kitchenId = approved.kitchenId ?? 0
    expect((await kitchenOf(kitchenId)).verified).toBe(false)

    const licenceUntil = addMonths(today(), 11)
    expect((await check(operator.token, application.id, 'food-licence', licenceUntil)).status).toBe(200)
    const kitchen = await kitchenOf(kitchenId)
    expect(kitchen.verified).toBe(true)
    expect(kitchen.verification.verifiedUntil).toBe(medicalUntil)
    expect(kitchen.verification.checks.map((c) => [c.kind, c.expiresOn, c.valid])).toEqual([
      ['medical-certificate', medicalUntil, true],
      ['food-licence', licenceUntil, true],
    ])
    const listed = await call(
      'GET',
      `kitchens?verified=true&perPage=100&searchKeyword=${encodeURIComponent(application.kitchenName)}`,
    )
    expect((await listed.json()).items.map((k: { id: number }) => k.id)).toEqual([kitchenId])
  })

  it('drops the badge by itself once a document has expired (computed when read)', async () => {
    const application = await applied(api)
    await step(operator.token, application.id, { to: 'reviewing' })
    await check(operator.token, application.id, 'medical-certificate', today())
    await check(operator.token, application.id, 'food-licence', addMonths(today(), 12))
    const approved = v.parse(
      Application,
      await (await step(operator.token, application.id, { to: 'approved' })).json(),
    )
    const kitchenId = approved.kitchenId ?? 0
    // Valid through its expiry day.
    expect((await kitchenOf(kitchenId)).verified).toBe(true)

    // The medical certificate's day passes: nothing is rewritten but the date.
    const expiredOn = nairobiDate(new Date(Date.now() - 24 * 60 * 60 * 1000))
    await api.db
      .update(kitchenDocuments)
      .set({ expiresOn: expiredOn })
      .where(
        and(eq(kitchenDocuments.providerId, kitchenId), eq(kitchenDocuments.kind, 'medical-certificate')),
      )
    const kitchen = await kitchenOf(kitchenId)
    expect(kitchen.verified).toBe(false)
    expect(kitchen.verification.verifiedUntil).toBeNull()
    expect(kitchen.verification.checks.find((c) => c.kind === 'medical-certificate')).toMatchObject({
      expiresOn: expiredOn,
      valid: false,
    })
    const listed = await call(
      'GET',
      `kitchens?verified=true&perPage=100&searchKeyword=${encodeURIComponent(application.kitchenName)}`,
    )
    expect((await listed.json()).items).toEqual([])

    // A renewed certificate brings it back.
    await check(operator.token, application.id, 'medical-certificate', addMonths(today(), 6))
    expect((await kitchenOf(kitchenId)).verified).toBe(true)
    const documents = await api.db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, application.id))
    expect(documents.every((d) => d.checkedAt !== null)).toBe(true)
    expect(
      (await api.db.select({ n: count() }).from(outbox).where(eq(outbox.recipient, application.email)))[0]?.n,
    ).toBe(3)
  })
})
