import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  APPLICATIONS_PER_SENDER_PER_HOUR,
  INQUIRIES_PER_ADDRESS_PER_HOUR,
  REGISTRATIONS_PER_ADDRESS_PER_HOUR,
  SEARCHES_PER_ADDRESS_PER_BURST,
  VISITOR_CARTS_PER_ADDRESS_PER_HOUR,
} from '../../src/config/constants'
import { ErrorBody } from '../../src/contracts/common.responses'
import { newRegistration, signedInUser } from '../fixtures/accounts'
import { apiRequest, someAddress } from '../fixtures/api-request'
import { createKitchen, type FactoryMeal } from '../fixtures/catalogue'
import { testApi } from '../setup/test-database'

/**
 * Anonymous writes and search bursts are limited per client address
 * (decision record 0032). The limits are the production ones: every other test sends each
 * request from a fresh address, and these send one more burst than the limit from one address,
 * all at once, so the count must hold under parallel requests.
 */
let api: Awaited<ReturnType<typeof testApi>>
let meal: FactoryMeal
beforeAll(async () => {
  api = await testApi()
  const kitchen = await createKitchen(api.db)
  const first = kitchen.meals[0]
  if (!first) throw new Error('The factory kitchen has no meal')
  meal = first
})

/** Sends `count` requests at once; answers their statuses, and the refusals' bodies and waits. */
async function burst(count: number, send: (index: number) => Promise<Response>) {
  const responses = await Promise.all(Array.from({ length: count }, (_, index) => send(index)))
  const refused = responses.filter((response) => response.status === 429)
  return {
    statuses: responses.map((response) => response.status),
    refused: await Promise.all(
      refused.map(async (response) => ({
        retryAfter: Number(response.headers.get('Retry-After')),
        body: v.parse(ErrorBody, await response.json()),
      })),
    ),
  }
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length

/** Every refusal is the JSON error shape with a Retry-After in whole seconds. */
function expectTooMany(refused: Awaited<ReturnType<typeof burst>>['refused'], howMany: number) {
  expect(refused).toHaveLength(howMany)
  for (const { retryAfter, body } of refused) {
    expect(retryAfter).toBeGreaterThan(0)
    expect(Number.isInteger(retryAfter)).toBe(true)
    expect(body.message).toMatch(/try again in \d+ minutes?/)
  }
}

const inquiry = (index: number) => ({
  kind: 'contact',
  name: 'Wanjiru Kamau',
  email: `wanjiru.${index}@example.co.ke`,
  subject: 'Late order',
  message: 'My order arrived an hour late yesterday.',
})

describe('anonymous writes per address', () => {
  it('takes as many contact messages from one address as the limit, at once, then answers 429', async () => {
    const address = someAddress()
    const { statuses, refused } = await burst(INQUIRIES_PER_ADDRESS_PER_HOUR + 3, (i) =>
      apiRequest(api, 'POST', 'inquiries', { body: inquiry(i), address }),
    )
    expect(count(statuses, 201)).toBe(INQUIRIES_PER_ADDRESS_PER_HOUR)
    expectTooMany(refused, 3)
    // Another address is not held back by this one.
    expect((await apiRequest(api, 'POST', 'inquiries', { body: inquiry(99) })).status).toBe(201)
  })

  it('opens as many accounts from one address as the limit, at once, then answers 429', async () => {
    const address = someAddress()
    const { statuses, refused } = await burst(REGISTRATIONS_PER_ADDRESS_PER_HOUR + 2, () =>
      apiRequest(api, 'POST', 'auth/account/register', { body: newRegistration(), address }),
    )
    expect(count(statuses, 202)).toBe(REGISTRATIONS_PER_ADDRESS_PER_HOUR)
    expectTooMany(refused, 2)
  })

  it('counts kitchen applications before their documents are read, per address', async () => {
    const address = someAddress()
    // Not even multipart: still a try that cost a request body.
    const { statuses, refused } = await burst(APPLICATIONS_PER_SENDER_PER_HOUR + 2, () =>
      Promise.resolve(
        api.app.request(
          '/api/kitchen-applications',
          { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'not a form' },
          { clientAddress: address },
        ),
      ),
    )
    expect(count(statuses, 415)).toBe(APPLICATIONS_PER_SENDER_PER_HOUR)
    expectTooMany(refused, 2)
  })

  it('counts a signed-in applicant per account, not per address', async () => {
    const address = someAddress()
    const amina = await signedInUser(api)
    const send = (token?: string) =>
      Promise.resolve(
        api.app.request(
          '/api/kitchen-applications',
          {
            method: 'POST',
            headers: { 'Content-Type': 'text/plain', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
            body: 'not a form',
          },
          { clientAddress: address },
        ),
      )
    const { statuses } = await burst(APPLICATIONS_PER_SENDER_PER_HOUR + 1, () => send(amina.accessToken))
    expect(count(statuses, 429)).toBe(1)
    // A visitor at the same address still has the address's own budget.
    expect((await send()).status).toBe(415)
  })

  it('starts as many visitor carts from one address as the limit, at once; a cart already started and a signed-in cart go on', async () => {
    const address = someAddress()
    const addMeal = (options: { token?: string; cartToken?: string } = {}) =>
      apiRequest(api, 'PUT', `cart/items/${meal.id}`, {
        body: { quantity: 1 },
        address,
        token: options.token,
        headers: options.cartToken ? { 'X-Cart-Token': options.cartToken } : {},
      })
    const first = await addMeal()
    expect(first.status).toBe(200)
    const cartToken = first.headers.get('X-Cart-Token') ?? ''
    const { statuses, refused } = await burst(VISITOR_CARTS_PER_ADDRESS_PER_HOUR + 4, () => addMeal())
    expect(count(statuses, 200)).toBe(VISITOR_CARTS_PER_ADDRESS_PER_HOUR - 1)
    expectTooMany(refused, 5)
    // The visitor who has a cart can still change it; a signed-in shopper's one cart is not counted.
    expect((await addMeal({ cartToken })).status).toBe(200)
    expect((await addMeal({ token: (await signedInUser(api)).accessToken })).status).toBe(200)
  })
})

describe('search bursts per address', () => {
  it('answers a generous burst of searches and suggestions from one address, then 429', async () => {
    const address = someAddress()
    const { statuses, refused } = await burst(SEARCHES_PER_ADDRESS_PER_BURST + 3, (i) =>
      apiRequest(api, 'GET', i % 2 ? 'search?q=pilau' : 'search/suggestions?q=pil', { address }),
    )
    expect(count(statuses, 200)).toBe(SEARCHES_PER_ADDRESS_PER_BURST)
    expectTooMany(refused, 3)
    expect((await apiRequest(api, 'GET', 'search?q=pilau')).status).toBe(200)
  })

  it('never holds back a shopper typing: a suggestion per letter, then the search', async () => {
    const address = someAddress()
    const word = 'chapati na maharagwe'
    for (let end = 1; end <= word.length; end += 1) {
      const q = encodeURIComponent(word.slice(0, end))
      expect((await apiRequest(api, 'GET', `search/suggestions?q=${q}`, { address })).status).toBe(200)
    }
    expect((await apiRequest(api, 'GET', `search?q=${encodeURIComponent(word)}`, { address })).status).toBe(
      200,
    )
  })
})
