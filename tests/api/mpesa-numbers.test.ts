import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { MpesaNumbers } from '../../src/contracts/payments.responses'
import { fillCart, placeOrder, shopperWithCart } from '../fixtures/orders'
import { shopHarness } from '../fixtures/shop-harness'

/**
 * The M-Pesa numbers a shopper paid with: the checkout offers them. Only
 * the shopper's own, most recently used first. On PGlite and Postgres, in-process and over HTTP.
 */
const h = shopHarness()
const { call } = h

const numbersOf = async (token: string) =>
  v.parse(MpesaNumbers, await (await call('GET', 'payments/numbers', token)).json())

describe('M-Pesa numbers used before', () => {
  it("lists the shopper's numbers once each, most recently used first, and nobody else's", async () => {
    const kitchen = h.kitchens[0]
    if (!kitchen) throw new Error('No kitchen')
    const shopper = await shopperWithCart(h.api, [kitchen])
    expect((await numbersOf(shopper.token)).items).toEqual([])
    await placeOrder(h.api, shopper, { paymentMethod: 'mpesa', phone: '0712 345 678' })
    await fillCart(h.api, shopper.token, [kitchen])
    await placeOrder(h.api, shopper, { paymentMethod: 'mpesa', phone: '+254 722 000 111' })
    await fillCart(h.api, shopper.token, [kitchen])
    await placeOrder(h.api, shopper, { paymentMethod: 'cash' })
    const numbers = await numbersOf(shopper.token)
    expect(numbers.items.map((n) => n.phone)).toEqual(['+254722000111', '+254712345678'])

    const other = await shopperWithCart(h.api, [kitchen])
    expect((await numbersOf(other.token)).items).toEqual([])
    expect((await call('GET', 'payments/numbers')).status).toBe(401)
  })
})
