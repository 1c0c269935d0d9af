import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { Review, ReviewPage } from '../../src/contracts/reviews.responses'
import { orders, providers, reviews } from '../../src/db/schema'
import { kitchenAccount } from '../fixtures/kitchen'
import { createOrder } from '../fixtures/orders'
import { shopHarness } from '../fixtures/shop-harness'

/**
 * Reviews (decision 0035): a shopper rates a delivered order's kitchen once, may change it
 * for 7 days, the kitchen's rating is the mean of the seeded and the real ones, the kitchen
 * replies. On PGlite and Postgres (DATABASE_URL), in-process and over HTTP (API_TRANSPORT=http).
 */
const h = shopHarness()
const { call } = h

/** A delivered order of a new shopper at the kitchen (its steps are tested in kitchen-orders). */
async function deliveredOrder(kitchenIndex = 0) {
  const kitchen = h.kitchens[kitchenIndex]
  if (!kitchen) throw new Error('No such factory kitchen')
  const order = await createOrder(h.api, { kitchens: [kitchen] })
  await h.api.db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id))
  return { token: order.token, id: order.id, kitchenId: kitchen.id }
}

const ratingOf = async (kitchenId: number) => {
  const [row] = await h.api.db
    .select({ rating: providers.rating, count: providers.ratingCount })
    .from(providers)
    .where(eq(providers.id, kitchenId))
  if (!row) throw new Error('No such kitchen')
  return row
}

const review = (token: string, orderId: number, body: unknown) =>
  call('PUT', `orders/${orderId}/review`, token, body)

describe('a shopper reviews a delivered order', () => {
  it('writes a review (201) that moves the rating to the mean with the seeded ones, and changes it within 7 days (200)', async () => {
    const order = await deliveredOrder()
    await h.api.db
      .update(providers)
      .set({ rating: 4, ratingCount: 3 })
      .where(eq(providers.id, order.kitchenId))
    const written = await review(order.token, order.id, {
      rating: 2,
      text: '  Pilau was cold <b>today</b>  ',
    })
    expect(written.status).toBe(201)
    const body = v.parse(Review, await written.json())
    // Plain text kept as sent (trimmed): the client shows it as text, never as HTML.
    expect(body).toMatchObject({ rating: 2, text: 'Pilau was cold <b>today</b>', reply: null })
    expect(await ratingOf(order.kitchenId)).toEqual({ rating: (4 * 3 + 2) / 4, count: 4 })

    const changed = await review(order.token, order.id, { rating: 5, text: 'Warm the next day, thank you' })
    expect(changed.status).toBe(200)
    expect(v.parse(Review, await changed.json())).toMatchObject({ id: body.id, rating: 5 })
    expect(await ratingOf(order.kitchenId)).toEqual({ rating: (4 * 3 + 5) / 4, count: 4 })
  })

  it('refuses a change after 7 days (409), an order not yet delivered (409), another shopper’s order (404)', async () => {
    const order = await deliveredOrder()
    expect((await review(order.token, order.id, { rating: 4 })).status).toBe(201)
    await h.api.db
      .update(reviews)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(reviews.orderId, order.id))
    const late = await review(order.token, order.id, { rating: 1 })
    expect(late.status).toBe(409)
    expect(await late.json()).toMatchObject({ code: 'reviews.editClosed' })

    const fresh = await createOrder(h.api, { kitchens: [h.kitchens[0] as never] })
    const early = await review(fresh.token, fresh.id, { rating: 5 })
    expect(early.status).toBe(409)
    expect(await early.json()).toMatchObject({ code: 'reviews.notDelivered' })
    expect((await review(fresh.token, order.id, { rating: 1 })).status).toBe(404)
  })

  it('shows on the order: the form is offered once delivered, the review once written, closed after 7 days', async () => {
    const orderOf = async (token: string, id: number) => (await call('GET', `orders/${id}`, token)).json()
    const fresh = await createOrder(h.api, { kitchens: [h.kitchens[0] as never] })
    expect(await orderOf(fresh.token, fresh.id)).toMatchObject({
      review: null,
      canReview: false,
      reviewEditableUntil: null,
    })

    const order = await deliveredOrder()
    expect(await orderOf(order.token, order.id)).toMatchObject({ review: null, canReview: true })
    const written = v.parse(
      Review,
      await (await review(order.token, order.id, { rating: 4, text: 'Tender nyama' })).json(),
    )
    const shown = await orderOf(order.token, order.id)
    expect(shown).toMatchObject({
      review: { id: written.id, rating: 4, text: 'Tender nyama' },
      canReview: true,
    })
    expect(Date.parse(shown.reviewEditableUntil) - Date.parse(written.createdAt)).toBe(
      7 * 24 * 60 * 60 * 1000,
    )

    await h.api.db
      .update(reviews)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(reviews.orderId, order.id))
    expect(await orderOf(order.token, order.id)).toMatchObject({ review: { rating: 4 }, canReview: false })
  })

  it('refuses a rating outside 1–5 or not whole, and a text over 1000 characters, naming the field (422)', async () => {
    const order = await deliveredOrder()
    for (const body of [{ rating: 0 }, { rating: 6 }, { rating: 4.5 }, { rating: '5' }]) {
      const answer = await review(order.token, order.id, body)
      expect(answer.status, JSON.stringify(body)).toBe(422)
      expect(await answer.json()).toMatchObject({ codes: { rating: ['reviews.rating'] } })
    }
    // A field left out gets the generic id (and its English), never valibot's own English.
    const missing = await review(order.token, order.id, {})
    expect(missing.status).toBe(422)
    expect(await missing.json()).toMatchObject({
      codes: { rating: ['input.required'] },
      errors: { rating: ['This field is required'] },
    })
    const long = await review(order.token, order.id, { rating: 3, text: 'a'.repeat(1001) })
    expect(long.status).toBe(422)
    expect(await long.json()).toMatchObject({ codes: { text: ['reviews.text'] } })
    const [stored] = await h.api.db.select().from(reviews).where(eq(reviews.orderId, order.id))
    expect(stored).toBeUndefined()
  })

  it('counts every one of 12 reviews sent at once to one kitchen, and the same first review sent 6 times makes one', async () => {
    const kitchen = h.kitchens[1]
    if (!kitchen) throw new Error('No second kitchen')
    await h.api.db.update(providers).set({ rating: 0, ratingCount: 0 }).where(eq(providers.id, kitchen.id))
    const delivered = await Promise.all(Array.from({ length: 12 }, () => deliveredOrder(1)))
    const ratings = delivered.map((_, i) => (i % 5) + 1)
    const answers = await Promise.all(delivered.map((o, i) => review(o.token, o.id, { rating: ratings[i] })))
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201))
    const after = await ratingOf(kitchen.id)
    expect(after.count).toBe(12)
    expect(after.rating).toBeCloseTo(ratings.reduce((a, b) => a + b, 0) / 12, 10)

    const once = await deliveredOrder(1)
    const sends = await Promise.all(
      Array.from({ length: 6 }, () => review(once.token, once.id, { rating: 4 })),
    )
    expect(sends.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201])
    expect((await ratingOf(kitchen.id)).count).toBe(13)
  })
})

describe("a kitchen's reviews", () => {
  it('are public, newest first, with the kitchen’s reply; another kitchen cannot reply (404); an unknown kitchen is 404', async () => {
    const first = await deliveredOrder(2)
    const second = await deliveredOrder(2)
    const older = v.parse(
      Review,
      await (await review(first.token, first.id, { rating: 3, text: 'Good chapati' })).json(),
    )
    const newer = v.parse(
      Review,
      await (await review(second.token, second.id, { rating: 5, text: 'Best pilau' })).json(),
    )

    const owner = await kitchenAccount(h.api, first.kitchenId, '+254711000222')
    const replied = await call('PUT', `kitchen/reviews/${older.id}/reply`, owner.token, {
      reply: 'Asante! Come again.',
    })
    expect(replied.status).toBe(200)
    expect(v.parse(Review, await replied.json())).toMatchObject({ reply: 'Asante! Come again.' })
    expect(
      (await call('PUT', `kitchen/reviews/${older.id}/reply`, owner.token, { reply: '  ' })).status,
    ).toBe(422)

    const stranger = await kitchenAccount(h.api, h.kitchens[0]?.id ?? 0, '+254711000333')
    expect(
      (await call('PUT', `kitchen/reviews/${older.id}/reply`, stranger.token, { reply: 'Not mine' })).status,
    ).toBe(404)
    expect(
      (await call('PUT', `kitchen/reviews/${older.id}/reply`, first.token, { reply: 'A shopper' })).status,
    ).toBe(403)

    const listed = v.parse(
      ReviewPage,
      await (await call('GET', `kitchens/${first.kitchenId}/reviews?perPage=50`)).json(),
    )
    const ids = listed.items.map((r) => r.id)
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id))
    expect(listed.items.find((r) => r.id === older.id)).toMatchObject({
      author: 'Amina',
      reply: 'Asante! Come again.',
    })
    expect((await call('GET', 'kitchens/999999/reviews')).status).toBe(404)
    expect((await call('GET', `kitchens/${first.kitchenId}/reviews?perPage=0`)).status).toBe(422)
  })
})
