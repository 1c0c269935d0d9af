import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { OfferPage } from '../../src/contracts/catalogue.responses'
import { PaymentPage } from '../../src/contracts/payments.responses'
import { offers, payments as paymentRows, users } from '../../src/db/schema'
import { signedInUser } from '../fixtures/accounts'
import { createKitchen, createOffer } from '../fixtures/catalogue'
import { createOrder, placeOrder } from '../fixtures/orders'
import { CALLBACK_SECRET, shopHarness } from '../fixtures/shop-harness'

/**
 * Money where real clients meet it: parallel retries, a cancel racing a payment, callbacks
 * that lie or come late, and what each order of a checkout owes. The same file runs on PGlite
 * and on Postgres (DATABASE_URL), where races show.
 */
const h = shopHarness()
const { call, order, shopperWithCart } = h

/** The STK push the simulator received last. */
const lastPush = () => {
  const push = [...h.simulator.pushes.values()].at(-1)
  if (!push) throw new Error('No STK push reached the simulator')
  return push
}

const checkout = async (token: string, addressId: number, phone: string) => {
  const result = await placeOrder(h.api, { token, addressId }, { paymentMethod: 'mpesa', phone })
  return { result, push: lastPush(), id: result.orders[0]?.id ?? 0 }
}

/** Receipt numbers are unique per M-Pesa transaction: each run of this file uses its own. */
const RUN = Date.now().toString(36).toUpperCase().slice(-5)
const TLATE = `TLATE${RUN}`
const TGOOD = `TGOOD${RUN}`

/** A checkout whose first prompt the payer cancelled on the phone (1032). */
async function failedCheckout(kitchenCount = 1) {
  const placed = await createOrder(h.api, {
    kitchens: h.kitchens.slice(0, kitchenCount),
    paymentMethod: 'mpesa',
    phone: '0700 001 032',
  })
  const push = lastPush()
  await vi.waitFor(
    async () => expect((await order(placed.token, placed.id)).payment?.status).toBe('failed'),
    {
      timeout: 5000,
    },
  )
  return { ...placed, push }
}

/** Daraja's callback as anyone who knows the secret path could post it. */
const callback = (checkoutRequestId: string, metadata: { Name: string; Value?: unknown }[]) =>
  call('POST', `payments/mpesa/callback/${CALLBACK_SECRET}`, undefined, {
    Body: {
      stkCallback: {
        MerchantRequestID: 'm-1',
        CheckoutRequestID: checkoutRequestId,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: { Item: metadata },
      },
    },
  })

const attemptsOf = (checkoutId: string) =>
  h.api.db.select().from(paymentRows).where(eq(paymentRows.checkoutId, checkoutId))

describe('paying again', () => {
  it('sends one prompt and takes one payment when ten retries arrive at once; a paid checkout refuses more', async () => {
    const failed = await failedCheckout()
    const pushesBefore = h.simulator.pushes.size
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', `orders/${failed.id}/payments`, failed.token, { phone: '0712 000 000' }),
      ),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([201, ...Array(9).fill(409)])
    expect(h.simulator.pushes.size).toBe(pushesBefore + 1)
    await vi.waitFor(async () => expect((await order(failed.token, failed.id)).status).toBe('placed'), {
      timeout: 5000,
    })
    const attempts = await attemptsOf(failed.result.checkoutId)
    expect(attempts.map((a) => a.status).sort()).toEqual(['failed', 'paid'])
    const again = await call('POST', `orders/${failed.id}/payments`, failed.token, { phone: '0712 000 000' })
    expect(again.status).toBe(409)
    expect(await order(failed.token, failed.id)).toMatchObject({ paidKes: failed.expectedTotal, dueKes: 0 })
  })

  it('lets either a cancel or a retry win a race, never both, and never keeps money for a cancelled order', async () => {
    for (let round = 0; round < 4; round += 1) {
      const failed = await failedCheckout()
      const [cancel, retry] = await Promise.all([
        call('POST', `orders/${failed.id}/cancel`, failed.token),
        call('POST', `orders/${failed.id}/payments`, failed.token, { phone: '0712 000 000' }),
      ])
      expect([cancel.status, retry.status].sort(), `round ${round}`).toEqual(
        cancel.status === 200 ? [200, 409] : [201, 409],
      )
      if (cancel.status === 200) {
        expect(await order(failed.token, failed.id)).toMatchObject({
          status: 'cancelled',
          paidKes: 0,
          dueKes: 0,
        })
        expect((await attemptsOf(failed.result.checkoutId)).map((a) => a.status)).toEqual(['failed'])
      } else {
        await vi.waitFor(async () => expect((await order(failed.token, failed.id)).status).toBe('placed'), {
          timeout: 5000,
        })
      }
    }
  })

  it('records money that arrives for a cancelled order as owed back, for support', async () => {
    const failed = await failedCheckout()
    expect((await call('POST', `orders/${failed.id}/cancel`, failed.token)).status).toBe(200)
    // The payer's phone took the money after all; Daraja's success comes late.
    const late = await callback(failed.push.checkoutRequestId, [
      { Name: 'Amount', Value: failed.expectedTotal },
      { Name: 'MpesaReceiptNumber', Value: TLATE },
    ])
    expect(late.status).toBe(200)
    expect(await order(failed.token, failed.id)).toMatchObject({ status: 'cancelled', paidKes: 0 })
    const [attempt] = await attemptsOf(failed.result.checkoutId)
    expect(attempt).toMatchObject({ status: 'refund-due', receipt: TLATE })
    expect(attempt?.discrepancy).toMatch(/refund/)
    const list = v.parse(PaymentPage, await (await call('GET', 'payments', failed.token)).json())
    expect(list.items[0]).toMatchObject({ status: 'refund-due', receipt: TLATE })

    // Support sees it with the reason; a shopper cannot open that list.
    expect((await call('GET', 'support/payments', failed.token)).status).toBe(403)
    const staff = await signedInUser(h.api)
    await h.api.db
      .update(users)
      .set({ roles: ['customer', 'admin'] })
      .where(eq(users.identifier, staff.identifier))
    const queue = await (await call('GET', 'support/payments?perPage=100', staff.accessToken)).json()
    expect(queue.items).toContainEqual(
      expect.objectContaining({
        status: 'refund-due',
        receipt: TLATE,
        discrepancy: expect.stringMatching(/refund/),
      }),
    )
  })
})

describe('the callback is checked, not believed', () => {
  it('leaves the order unpaid and the attempt disputed when the amount is more than asked, is missing, or has no receipt', async () => {
    // Less than asked, with a receipt, is money that counts in part: tests/api/short-payments.test.ts.
    const cases = [
      [
        { Name: 'Amount', Value: 'MORE' },
        { Name: 'MpesaReceiptNumber', Value: `TMORE${RUN}` },
      ],
      [{ Name: 'MpesaReceiptNumber', Value: 'TNOAMOUNT1' }],
      [{ Name: 'Amount', Value: 'AMOUNT' }],
    ]
    for (const metadata of cases) {
      const shopper = await shopperWithCart(1)
      // 1037: the payer never answers, so only the forged callback speaks.
      const placed = await checkout(shopper.token, shopper.addressId, '0700 001 037')
      const items = metadata.map((item) =>
        item.Value === 'AMOUNT'
          ? { Name: 'Amount', Value: shopper.expectedTotal }
          : item.Value === 'MORE'
            ? { Name: 'Amount', Value: shopper.expectedTotal + 1 }
            : item,
      )
      expect((await callback(placed.push.checkoutRequestId, items)).status).toBe(200)
      const after = await order(shopper.token, placed.id)
      expect(after).toMatchObject({ status: 'awaiting-payment', paidKes: 0, dueKes: shopper.expectedTotal })
      expect(after.payment?.status).toBe('disputed')
      const [attempt] = await attemptsOf(placed.result.checkoutId)
      expect(attempt?.discrepancy).toBeTruthy()
    }
  })

  it('marks paid with the asked amount and a receipt, and shows each order of the checkout its own share', async () => {
    const shopper = await shopperWithCart(2)
    const placed = await checkout(shopper.token, shopper.addressId, '0700 001 037')
    const paid = await callback(placed.push.checkoutRequestId, [
      { Name: 'Amount', Value: shopper.expectedTotal },
      { Name: 'MpesaReceiptNumber', Value: TGOOD },
    ])
    expect(paid.status).toBe(200)
    for (const placedOrder of placed.result.orders) {
      const seen = await order(shopper.token, placedOrder.id)
      expect(seen).toMatchObject({ status: 'placed', paidKes: placedOrder.totalKes, dueKes: 0 })
      expect(seen.payment).toMatchObject({
        status: 'paid',
        amountKes: shopper.expectedTotal,
        receipt: TGOOD,
      })
    }
  })
})

describe('receipt numbers', () => {
  it('never counts one M-Pesa receipt twice: a second attempt claiming it is disputed, not paid, and never a 5xx', async () => {
    const first = await shopperWithCart(1)
    const firstPlaced = await checkout(first.token, first.addressId, '0700 001 037')
    const receipt = `TONCE${RUN}`
    const amount = (total: number) => ({ Name: 'Amount', Value: total })
    expect(
      (
        await callback(firstPlaced.push.checkoutRequestId, [
          amount(first.expectedTotal),
          { Name: 'MpesaReceiptNumber', Value: receipt },
        ])
      ).status,
    ).toBe(200)
    // Two more attempts replay the same receipt at once, as a forged or replayed callback would.
    const others = await Promise.all([shopperWithCart(1), shopperWithCart(1)])
    const placed = []
    for (const other of others)
      placed.push({ other, ...(await checkout(other.token, other.addressId, '0700 001 037')) })
    const answers = await Promise.all(
      placed.map(({ other, push }) =>
        callback(push.checkoutRequestId, [
          amount(other.expectedTotal),
          { Name: 'MpesaReceiptNumber', Value: receipt },
        ]),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])
    expect((await order(first.token, firstPlaced.id)).payment).toMatchObject({ status: 'paid', receipt })
    for (const { other, id } of placed) {
      const seen = await order(other.token, id)
      expect(seen).toMatchObject({ status: 'awaiting-payment', paidKes: 0 })
      expect(seen.payment).toMatchObject({ status: 'disputed', receipt: null })
    }
  })
})

describe('offers', () => {
  it('charges the offer price shown on /food/offers in the cart, the order and the M-Pesa amount, and stops when it ends', async () => {
    // A price the offer does not divide into whole shillings: 15 % off 345 is 293.25.
    const offered = await createKitchen(h.api.db, {
      meals: [{ name: 'Kuku Paka', priceKes: 345, category: 'stew', art: 'chicken-stew' }],
    })
    const made = await createOffer(h.api.db, {
      kitchenId: offered.id,
      mealId: offered.meals[0]?.id,
      percentOff: 15,
      title: 'Kuku Paka Friday',
    })
    const live = v.parse(OfferPage, await (await call('GET', 'offers?perPage=100')).json())
    const offer = live.items.find((o) => o.id === made.id)
    if (!offer?.meal) throw new Error('The offer made for this test is not listed as live')
    const shopper = await shopperWithCart(0)
    // The kitchen's page as this shopper sees it: its delivery fee to their default address.
    const kitchen = v.parse(
      v.object({
        minOrderKes: v.number(),
        delivery: v.object({ quote: v.object({ feeKes: v.number() }) }),
      }),
      await (await call('GET', `kitchens/${offer.kitchen.id}`, shopper.token)).json(),
    )
    const quantity = Math.max(1, Math.ceil(kitchen.minOrderKes / offer.meal.offerPriceKes))
    await call('PUT', `cart/items/${offer.meal.id}`, shopper.token, { quantity })
    const cart = await (await call('GET', 'cart', shopper.token)).json()
    const line = cart.groups[0].lines[0]
    expect(line).toMatchObject({
      unitPriceKes: offer.meal.offerPriceKes,
      percentOff: offer.percentOff,
      lineTotalKes: offer.meal.offerPriceKes * quantity,
      savingKes: (offer.meal.priceKes - offer.meal.offerPriceKes) * quantity,
    })
    const due = offer.meal.offerPriceKes * quantity + kitchen.delivery.quote.feeKes
    const placed = await checkout(shopper.token, shopper.addressId, '0712 345 678')
    expect(placed.push.body.Amount).toBe(due)
    expect(placed.result.payment).toMatchObject({ amountKes: due })
    expect(placed.result.orders[0]?.items[0]).toMatchObject({
      unitPriceKes: offer.meal.offerPriceKes,
      listPriceKes: offer.meal.priceKes,
    })
    expect(placed.result.orders[0]?.savingKes).toBe(line.savingKes)

    // The offer ends: the next cart pays the menu price.
    await h.api.db
      .update(offers)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(offers.id, offer.id))
    const later = await shopperWithCart(0)
    await call('PUT', `cart/items/${offer.meal.id}`, later.token, { quantity })
    const fullPrice = await (await call('GET', 'cart', later.token)).json()
    expect(fullPrice.groups[0].lines[0]).toMatchObject({ unitPriceKes: offer.meal.priceKes, savingKes: 0 })
  })
})
