import { count, eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '../../src/contracts/common.responses'
import { addresses, inquiries, users } from '../../src/db/schema'
import { authCall, newRegistration, signedInUser } from '../fixtures/accounts'
import { apiRequest } from '../fixtures/api-request'
import { testApi } from '../setup/test-database'

let api: Awaited<ReturnType<typeof testApi>>
beforeAll(async () => {
  api = await testApi()
})

/** The contact form's sender in this file: counts look at her messages only, since other files
 * running beside this one on the same database send messages too (a CI run counted 13 for 11). */
const SENDER = `wanjiru.${Date.now().toString(36)}@example.co.ke`

/** A contact form message with the given text, as the contact page sends it. */
const sendContactMessage = (message: string) =>
  apiRequest(api, 'POST', 'inquiries', {
    body: { kind: 'contact', name: 'Wanjiru', email: SENDER, subject: 'Hi', message },
  })

const first = <T extends { n: number }>(rows: T[]) => rows[0]?.n ?? 0
const accountsWith = async (emails: string[]) =>
  first(await api.db.select({ n: count() }).from(users).where(inArray(users.email, emails)))
const addressesOf = async (userId: number) =>
  first(await api.db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId)))
const messagesFromSender = async () =>
  first(await api.db.select({ n: count() }).from(inquiries).where(eq(inquiries.email, SENDER)))

/** A refusal names the field that carried the control character. */
async function expectRefused(response: Response, field: string) {
  expect(response.status).toBe(422)
  const body = v.parse(ErrorBody, await response.json())
  expect(body.errors[field]?.[0]).toMatch(/control characters/)
}

describe('control characters (NUL above all) at the edge of the API', () => {
  it('refuses a NUL in a search keyword with 422, not 500', async () => {
    await expectRefused(await apiRequest(api, 'GET', 'kitchens?searchKeyword=a%00'), 'searchKeyword')
    await expectRefused(await apiRequest(api, 'GET', 'meals?searchKeyword=%00'), 'searchKeyword')
  })

  it('refuses registration, an address and an inquiry with a NUL in a text field, storing nothing', async () => {
    const registration = { ...newRegistration(), name: 'Ami\u0000na' }
    await expectRefused(await authCall(api, 'POST', '/account/register', { body: registration }), 'name')
    const withSecret = newRegistration()
    withSecret.credential.secret = 'Ugali na\u0000 sukuma'
    await expectRefused(
      await authCall(api, 'POST', '/account/register', { body: withSecret }),
      'credential.secret',
    )

    const shopper = await signedInUser(api)
    const address = {
      label: 'Home',
      neighbourhood: 'Kilimani',
      building: 'Jabavu Court',
      landmark: 'Opposite\u0000 Yaya Centre',
      phone: '0712 345 678',
    }
    const posted = await apiRequest(api, 'POST', 'locations', { token: shopper.accessToken, body: address })
    await expectRefused(posted, 'landmark')

    await expectRefused(await sendContactMessage('a\u0007b'), 'message')

    // Only the one shopper registered properly was stored.
    expect(await accountsWith([registration.email, withSecret.email])).toBe(0)
    expect(await accountsWith([shopper.registration.email])).toBe(1)
    expect(await addressesOf(shopper.user.id)).toBe(0)
    expect(await messagesFromSender()).toBe(0)
  })

  it('keeps tabs and line breaks, which a message may hold', async () => {
    const inquiry = await sendContactMessage('First line\r\nSecond\tline of the message')
    expect(inquiry.status).toBe(201)
  })
})

describe('deeply nested JSON at the edge of the API', () => {
  it('refuses a body nested deeper than 32 levels with 422, not a stack overflow', async () => {
    for (const rawBody of [
      `${'['.repeat(200_000)}${']'.repeat(200_000)}`,
      `${'{"a":'.repeat(33)}1${'}'.repeat(33)}`,
    ]) {
      const response = await apiRequest(api, 'POST', 'inquiries', { rawBody })
      expect(response.status).toBe(422)
      expect(v.parse(ErrorBody, await response.json()).codes.body).toEqual(['input.tooDeep'])
    }
  })

  it('reads a body nested 32 levels deep as the route says', async () => {
    const rawBody = `${'{"a":'.repeat(32)}1${'}'.repeat(32)}`
    const response = await apiRequest(api, 'POST', 'inquiries', { rawBody })
    expect(response.status).toBe(422)
    expect(v.parse(ErrorBody, await response.json()).codes.body).toBeUndefined()
  })
})
