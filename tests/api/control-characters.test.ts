import { count } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '../../src/api/schemas/common'
import { addresses, inquiries, users } from '../../src/db/schema'
import { authCall, newRegistration, signedInUser } from '../fixtures/accounts'
import { apiRequest } from '../fixtures/api-request'
import { testApi } from '../setup/test-database'

let api: Awaited<ReturnType<typeof testApi>>
beforeAll(async () => {
  api = await testApi()
})

const rowsIn = async (table: typeof users | typeof addresses | typeof inquiries) =>
  (await api.db.select({ n: count() }).from(table))[0]?.n

/** A contact form message with the given text, as the contact page sends it. */
const sendContactMessage = (message: string) =>
  apiRequest(api, 'POST', 'inquiries', {
    body: { kind: 'contact', name: 'Wanjiru', email: 'w@example.co.ke', subject: 'Hi', message },
  })

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
    const before = {
      users: await rowsIn(users),
      addresses: await rowsIn(addresses),
      inquiries: await rowsIn(inquiries),
    }
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
    expect(await rowsIn(users)).toBe((before.users ?? 0) + 1)
    expect(await rowsIn(addresses)).toBe(before.addresses)
    expect(await rowsIn(inquiries)).toBe(before.inquiries)
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
