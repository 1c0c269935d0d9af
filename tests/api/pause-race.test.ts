import pg from 'pg'
import { describe, expect, inject, it } from 'vitest'
import { addDays } from '../../src/lib/delivery-slots'
import { nairobiDate } from '../../src/lib/nairobi-date'
import { apiRequest } from '../fixtures/api-request'
import { createKitchen, ROUND_THE_CLOCK } from '../fixtures/catalogue'
import { checkoutBody, shopperWithCart } from '../fixtures/orders'
import { testApi } from '../setup/test-database'

/**
 * A kitchen pausing while a shopper checks out (decisions 0030 and 0061): the checkout reads the
 * kitchen first, outside its transaction, and a pause can commit in between. The checkout reads
 * the kitchen again under a share lock, so the pause being saved either lands first (the checkout
 * is refused, 409) or waits for the order. Only Postgres has two sessions to race: on PGlite,
 * one session runs one statement at a time and the window does not exist.
 */
const databaseUrl = inject('databaseUrl')

describe.skipIf(!databaseUrl)('a pause saved during a checkout', () => {
  // A pause refuses a pre-order for a later slot as well as ASAP (record 0061).
  const tomorrowNoon = () => `${addDays(nairobiDate(new Date()), 1)}T12:00`
  it.each([
    ['as soon as possible', () => undefined],
    ['for a slot tomorrow', tomorrowNoon],
  ])(
    'refuses the checkout %s when the pause commits while the checkout waits for the kitchen',
    async (_when, at) => {
      const api = await testApi()
      const kitchen = await createKitchen(api.db, { minOrderKes: 0, openingHours: ROUND_THE_CLOCK })
      const slot = at()
      const shopper = await shopperWithCart(api, [kitchen])

      // The cook's pause, in progress: its row is written, not yet committed.
      const cook = new pg.Client({ connectionString: databaseUrl })
      await cook.connect()
      try {
        await cook.query('begin')
        await cook.query(`update providers set paused_until = now() + interval '1 hour' where id = $1`, [
          kitchen.id,
        ])
        // The checkout passes its first reading (the pause is not committed) and reaches the lock.
        const checkout = apiRequest(api, 'POST', 'orders', {
          token: shopper.token,
          body: await checkoutBody(api, shopper.token, {
            addressId: shopper.addressId,
            paymentMethod: 'cash',
            ...(slot ? { slots: [{ kitchenId: kitchen.id, at: slot }] } : {}),
          }),
        })
        await new Promise((resolve) => setTimeout(resolve, 500))
        await cook.query('commit')
        const answer = await checkout
        expect(answer.status).toBe(409)
        expect(await answer.json()).toMatchObject({ code: 'checkout.kitchenPaused' })
        const { rows } = await cook.query('select count(*)::int as n from orders where kitchen_id = $1', [
          kitchen.id,
        ])
        expect(rows[0]?.n).toBe(0)
      } finally {
        await cook.end()
      }
    },
  )
})
