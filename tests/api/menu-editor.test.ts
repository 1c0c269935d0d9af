import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { Kitchen, Meal } from '../../src/contracts/catalogue.responses'
import { EditorMeal, Menu, TodaysPortions } from '../../src/contracts/menu.responses'
import { MAX_PHOTO_BYTES } from '../../src/contracts/menu.schemas'
import { orderItems, orders, portionSales } from '../../src/db/schema'
import { signedInUser } from '../fixtures/accounts'
import { SAMPLE } from '../fixtures/applications'
import { createKitchen, type FactoryKitchen } from '../fixtures/catalogue'
import { kitchenAccount } from '../fixtures/kitchen'
import { addMeal, jpegPhoto, mealFields, photoForm, uploadPhoto } from '../fixtures/menu'
import { checkoutBody, shopperWithAddress } from '../fixtures/orders'
import { shopHarness } from '../fixtures/shop-harness'

/**
 * The kitchen's menu editor (decision 0030): meals, photos, today's portions, sold out now
 * and pausing, as a client of the API sees them. Runs on PGlite and on Postgres (DATABASE_URL),
 * in-process and over HTTP (API_TRANSPORT=http).
 */
const h = shopHarness()
const { call } = h

/** A kitchen with no minimum order and no meals, and the account that runs it. */
async function ownKitchen() {
  const kitchen = await createKitchen(h.api.db, { minOrderKes: 0, meals: [] })
  const account = await kitchenAccount(h.api, kitchen.id)
  return { kitchen, token: account.token }
}

/** A checkout at the total the cart shows (record 0056). */
const checkout = async (shopper: { token: string; addressId: number }) =>
  call(
    'POST',
    'orders',
    shopper.token,
    await checkoutBody(h.api, shopper.token, { addressId: shopper.addressId, paymentMethod: 'cash' }),
  )

async function shopperBuying(mealId: number, quantity = 1) {
  const shopper = await shopperWithAddress(h.api)
  const put = await call('PUT', `cart/items/${mealId}`, shopper.token, { quantity })
  expect(put.status, await put.clone().text()).toBe(200)
  return shopper
}

const kitchenPage = async (kitchen: FactoryKitchen) =>
  v.parse(Kitchen, await (await call('GET', `kitchens/${kitchen.id}`)).json())

describe('the menu editor', () => {
  it('is for kitchen accounts: 401 signed out, 403 for a shopper', async () => {
    const shopper = await signedInUser(h.api)
    expect((await call('GET', 'kitchen/menu')).status).toBe(401)
    expect((await call('GET', 'kitchen/menu', shopper.accessToken)).status).toBe(403)
    const post = await call('POST', 'kitchen/meals', shopper.accessToken, mealFields())
    expect(post.status).toBe(403)
    expect(await post.json()).toMatchObject({ code: 'kitchen.only' })
    expect((await call('PUT', 'kitchen/pause', shopper.accessToken, { length: '1h' })).status).toBe(403)
  })

  it('adds, changes and lists a meal, which shoppers see on the kitchen page', async () => {
    const { kitchen, token } = await ownKitchen()
    const meal = await addMeal(h.api, token)
    expect(meal).toMatchObject({
      name: 'Matumbo Fry',
      priceKes: 380,
      ingredients: ['tripe', 'onion', 'tomato', 'dhania'],
      dailyPortions: 12,
      available: true,
      imageSrcset: null,
      today: { portions: 12, sold: 0, left: 12 },
    })
    const changed = await call(
      'PUT',
      `kitchen/meals/${meal.id}`,
      token,
      mealFields({ priceKes: 420, dailyPortions: 8 }),
    )
    expect(changed.status).toBe(200)
    expect(v.parse(EditorMeal, await changed.json())).toMatchObject({ priceKes: 420, today: { left: 8 } })
    const menu = v.parse(Menu, await (await call('GET', 'kitchen/menu', token)).json())
    expect(menu.kitchen).toMatchObject({ id: kitchen.id, pausedUntil: null })
    expect(menu.meals.map((m) => m.id)).toEqual([meal.id])
    const page = await kitchenPage(kitchen)
    expect(page.meals).toEqual([
      expect.objectContaining({ id: meal.id, priceKes: 420, portionsLeft: 8, ingredients: meal.ingredients }),
    ])
    // Hidden: off the shoppers' pages, still in the editor.
    await call('PUT', `kitchen/meals/${meal.id}`, token, mealFields({ available: false }))
    expect((await kitchenPage(kitchen)).meals).toEqual([])
    expect((await call('GET', `meals/${meal.id}`)).status).toBe(404)
  })

  it('names every invalid field (422): fractional or zero shillings, a short name, unknown tags', async () => {
    const { token } = await ownKitchen()
    const response = await call(
      'POST',
      'kitchen/meals',
      token,
      mealFields({ name: 'x', priceKes: 99.5, dietaryTags: ['keto'], dailyPortions: -1, category: 'pizza' }),
    )
    expect(response.status).toBe(422)
    const body = await response.json()
    expect(body.code).toBe('input.invalid')
    expect(Object.keys(body.errors).sort()).toEqual(
      ['category', 'dailyPortions', 'dietaryTags.0', 'name', 'priceKes'].sort(),
    )
    expect(body.errors.priceKes).toEqual(['The price must be whole shillings, from 1 to 100,000'])
    expect((await call('POST', 'kitchen/meals', token, mealFields({ priceKes: 0 }))).status).toBe(422)
  })

  it("answers 404 for another kitchen's meal, whatever the verb, and changes nothing", async () => {
    const mine = await ownKitchen()
    const theirs = await ownKitchen()
    const meal = await addMeal(h.api, theirs.token)
    const attempts = [
      call('GET', `kitchen/meals/${meal.id}`, mine.token),
      call('PUT', `kitchen/meals/${meal.id}`, mine.token, mealFields({ priceKes: 1 })),
      call('DELETE', `kitchen/meals/${meal.id}`, mine.token),
      call('PUT', `kitchen/meals/${meal.id}/portions-today`, mine.token, { portions: 0 }),
      call('POST', `kitchen/meals/${meal.id}/sold-out`, mine.token),
      uploadPhoto(h.api, mine.token, meal.id, photoForm(await jpegPhoto(), 'p.jpg', 'image/jpeg')),
    ]
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ code: 'menu.mealNotFound' })
    }
    const still = v.parse(
      EditorMeal,
      await (await call('GET', `kitchen/meals/${meal.id}`, theirs.token)).json(),
    )
    expect(still).toMatchObject({ priceKes: 380, today: { left: 12 }, imageSrcset: null })
  })

  it('takes a photo, reads its type from its bytes, and serves WebP sizes cached for a year', async () => {
    const { kitchen, token } = await ownKitchen()
    const meal = await addMeal(h.api, token)
    // A PNG named .jpg and declared as a JPEG is still a PNG: accepted as the image it is.
    const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer()
    const ok = await uploadPhoto(h.api, token, meal.id, photoForm(png, 'dish.jpg', 'image/jpeg'))
    expect(ok.status, await ok.clone().text()).toBe(200)
    const withPhoto = v.parse(EditorMeal, await ok.json())
    const sources = (withPhoto.imageSrcset ?? '').split(', ').map((s) => s.split(' '))
    expect(sources.map(([, w]) => w)).toEqual(['320w', '640w', '960w'])
    expect(withPhoto.image).toBe(sources[1]?.[0])
    for (const [url, w] of sources) {
      const photo = await h.api.app.request(url ?? '')
      expect(photo.status).toBe(200)
      expect(photo.headers.get('content-type')).toBe('image/webp')
      expect(photo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const info = await sharp(Buffer.from(await photo.arrayBuffer())).metadata()
      expect(info).toMatchObject({ format: 'webp', width: Number.parseInt(w ?? '', 10) })
    }
    // Shoppers' pages get the same sizes.
    const shown = v.parse(Meal, await (await call('GET', `meals/${meal.id}`)).json())
    expect(shown.imageSrcset).toBe(withPhoto.imageSrcset)
    expect((await kitchenPage(kitchen)).meals[0]?.image).toBe(withPhoto.image)
    // A new photo replaces the old one, whose files go.
    const again = await uploadPhoto(
      h.api,
      token,
      meal.id,
      photoForm(await jpegPhoto(), 'b.jpg', 'image/jpeg'),
    )
    expect(again.status).toBe(200)
    expect((await h.api.app.request(withPhoto.image)).status).toBe(404)
  })

  it('refuses a spoofed photo (415), an oversized one (413), none (422) and a JSON body (415)', async () => {
    const { token } = await ownKitchen()
    const meal = await addMeal(h.api, token)
    for (const [bytes, name] of [
      [SAMPLE.html, 'dish.jpg'],
      [SAMPLE.exe, 'dish.png'],
      [SAMPLE.pdf, 'dish.webp'],
      [SAMPLE.gif, 'dish.gif'],
    ] as const) {
      const response = await uploadPhoto(h.api, token, meal.id, photoForm(bytes, name, 'image/jpeg'))
      expect(response.status, name).toBe(415)
      expect(await response.json()).toMatchObject({
        code: 'menu.photoType',
        errors: { photo: ['The photo must be a JPEG, PNG or WebP image'] },
      })
    }
    // JPEG's first bytes and nothing a decoder can read.
    const broken = await uploadPhoto(h.api, token, meal.id, photoForm(SAMPLE.jpeg, 'dish.jpg', 'image/jpeg'))
    expect(broken.status).toBe(422)
    expect(await broken.json()).toMatchObject({
      errors: { photo: ['This photo could not be read; try another'] },
    })
    const big = new Uint8Array(MAX_PHOTO_BYTES + 1)
    big.set(await jpegPhoto())
    const tooLarge = await uploadPhoto(h.api, token, meal.id, photoForm(big, 'big.jpg', 'image/jpeg'))
    expect(tooLarge.status).toBe(413)
    const huge = await uploadPhoto(
      h.api,
      token,
      meal.id,
      photoForm(new Uint8Array(MAX_PHOTO_BYTES * 2), 'h.jpg', 'image/jpeg'),
    )
    expect(huge.status).toBe(413)
    const empty = new FormData()
    empty.append('name', 'no photo')
    expect((await uploadPhoto(h.api, token, meal.id, empty)).status).toBe(422)
    expect((await uploadPhoto(h.api, token, meal.id, '{"photo":"x"}')).status).toBe(415)
    const unchanged = v.parse(EditorMeal, await (await call('GET', `kitchen/meals/${meal.id}`, token)).json())
    expect(unchanged.imageSrcset).toBeNull()
  })

  it("sets today's portions: the cart and the checkout refuse more (409), the pages say what is left", async () => {
    const { kitchen, token } = await ownKitchen()
    const meal = await addMeal(h.api, token, { dailyPortions: 20 })
    const early = await shopperBuying(meal.id, 3)
    const set = await call('PUT', `kitchen/meals/${meal.id}/portions-today`, token, { portions: 2 })
    expect(v.parse(TodaysPortions, await set.json())).toEqual({ portions: 2, sold: 0, left: 2 })
    expect((await kitchenPage(kitchen)).meals[0]?.portionsLeft).toBe(2)
    // The shopper who took 3 while there were 20 is told at checkout.
    const refused = await checkout(early)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({
      code: 'checkout.soldOut',
      values: { meal: meal.name, left: 2 },
    })
    const late = await shopperWithAddress(h.api)
    // 3 go into the cart as a pre-order (tomorrow has 20, record 0043); today takes 2 only.
    expect((await call('PUT', `cart/items/${meal.id}`, late.token, { quantity: 21 })).status).toBe(409)
    expect((await call('PUT', `cart/items/${meal.id}`, late.token, { quantity: 3 })).status).toBe(200)
    expect((await checkout(late)).status).toBe(409)
    expect((await call('PUT', `cart/items/${meal.id}`, late.token, { quantity: 2 })).status).toBe(200)
    expect((await checkout(late)).status).toBe(201)
    // Today's count is today's: the usual daily portions stay for other days.
    const after = v.parse(EditorMeal, await (await call('GET', `kitchen/meals/${meal.id}`, token)).json())
    expect(after).toMatchObject({ dailyPortions: 20, today: { portions: 2, sold: 2, left: 0 } })
    // More portions cooked: selling again.
    await call('PUT', `kitchen/meals/${meal.id}/portions-today`, token, { portions: 5 })
    expect((await checkout(await shopperBuying(meal.id, 3))).status).toBe(201)
  })

  it('sells out now: nothing more sells today, and the pages show it sold out', async () => {
    const { kitchen, token } = await ownKitchen()
    const meal = await addMeal(h.api, token, { dailyPortions: 10 })
    const waiting = await shopperBuying(meal.id, 1)
    expect((await checkout(await shopperBuying(meal.id, 2))).status).toBe(201)
    const soldOut = await call('POST', `kitchen/meals/${meal.id}/sold-out`, token)
    expect(v.parse(TodaysPortions, await soldOut.json())).toEqual({ portions: 2, sold: 2, left: 0 })
    expect((await kitchenPage(kitchen)).meals[0]?.portionsLeft).toBe(0)
    const refused = await checkout(waiting)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ code: 'checkout.soldOut', values: { left: 0 } })
  })

  it('pauses the kitchen: shown closed, the cart and checkout refuse it (409) until it resumes', async () => {
    const { kitchen, token } = await ownKitchen()
    const meal = await addMeal(h.api, token)
    const waiting = await shopperBuying(meal.id, 1)
    expect((await kitchenPage(kitchen)).openNow).toBe(true)
    const before = Date.now()
    const paused = await call('PUT', 'kitchen/pause', token, { length: '30m' })
    expect(paused.status).toBe(200)
    const { pausedUntil } = await paused.json()
    expect(Date.parse(pausedUntil) - before).toBeGreaterThan(29 * 60_000)
    expect(Date.parse(pausedUntil) - before).toBeLessThan(31 * 60_000)
    expect(await kitchenPage(kitchen)).toMatchObject({ openNow: false, pausedUntil })
    const refused = await checkout(waiting)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({
      code: 'checkout.kitchenPaused',
      message: `${kitchen.name} has paused orders for now; remove its meals or try again later`,
      errors: { cart: [kitchen.name] },
    })
    const adding = await call('PUT', `cart/items/${meal.id}`, (await shopperWithAddress(h.api)).token, {
      quantity: 1,
    })
    expect(adding.status).toBe(409)
    expect(await adding.json()).toMatchObject({ code: 'cart.kitchenPaused' })
    // The rest of the day ends at Nairobi's midnight.
    const restOfDay = await (await call('PUT', 'kitchen/pause', token, { length: 'rest-of-day' })).json()
    expect(new Date(restOfDay.pausedUntil).getUTCHours()).toBe(21)
    expect((await call('PUT', 'kitchen/pause', token, { length: '2h' })).status).toBe(422)
    expect(await (await call('DELETE', 'kitchen/pause', token)).json()).toEqual({ pausedUntil: null })
    expect((await kitchenPage(kitchen)).openNow).toBe(true)
    expect((await checkout(waiting)).status).toBe(201)
  })

  it('deletes a meal never ordered, and archives one that orders name (their history stays)', async () => {
    const { kitchen, token } = await ownKitchen()
    const fresh = await addMeal(h.api, token, { name: 'Chapati Beans' })
    const ordered = await addMeal(h.api, token, { name: 'Pilau Beef' })
    const shopper = await shopperBuying(ordered.id, 2)
    const placed = await checkout(shopper)
    expect(placed.status).toBe(201)
    const orderId = (await placed.json()).orders[0].id
    expect(await (await call('DELETE', `kitchen/meals/${fresh.id}`, token)).json()).toEqual({
      removal: 'deleted',
    })
    expect(await (await call('DELETE', `kitchen/meals/${ordered.id}`, token)).json()).toEqual({
      removal: 'archived',
    })
    for (const id of [fresh.id, ordered.id]) {
      expect((await call('GET', `kitchen/meals/${id}`, token)).status).toBe(404)
      expect((await call('DELETE', `kitchen/meals/${id}`, token)).status).toBe(404)
    }
    expect((await kitchenPage(kitchen)).meals).toEqual([])
    expect(v.parse(Menu, await (await call('GET', 'kitchen/menu', token)).json()).meals).toEqual([])
    const lines = await h.api.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))
    expect(lines).toEqual([expect.objectContaining({ itemId: ordered.id, name: 'Pilau Beef', quantity: 2 })])
    const order = await h.order(shopper.token, orderId)
    expect(order.items.map((i) => i.name)).toEqual(['Pilau Beef'])
    // A new meal of the same name gets its own slug.
    const again = await addMeal(h.api, token, { name: 'Pilau Beef' })
    expect(again.slug).not.toBe(ordered.slug)
  })

  it('sells nothing after "sold out now", also while 20 checkouts run at the same moment', async () => {
    const { kitchen, token } = await ownKitchen()
    const meal = await addMeal(h.api, token, { dailyPortions: 15 })
    const shoppers = []
    for (let i = 0; i < 20; i += 1) shoppers.push(await shopperBuying(meal.id, 1))
    const answers = await Promise.all([
      ...shoppers.slice(0, 10).map(checkout),
      call('POST', `kitchen/meals/${meal.id}/sold-out`, token),
      ...shoppers.slice(10).map(checkout),
    ])
    const soldOut = v.parse(TodaysPortions, await answers[10]?.json())
    const statuses = answers.filter((_, i) => i !== 10).map((a) => a.status)
    const placed = statuses.filter((s) => s === 201).length
    expect(placed + statuses.filter((s) => s === 409).length).toBe(20)
    // What sold before the cook's tap is what the day's count became; nothing sold after it.
    const [row] = await h.api.db.select().from(portionSales).where(eq(portionSales.itemId, meal.id))
    expect(row).toMatchObject({ sold: placed, portions: soldOut.sold })
    expect(soldOut.sold).toBe(placed)
    const rows = await h.api.db.select().from(orders).where(eq(orders.kitchenId, kitchen.id))
    expect(rows).toHaveLength(placed)
    // Nothing more today: a late shopper's meal is a pre-order for a later day, refused today.
    const late = await shopperWithAddress(h.api)
    expect((await call('PUT', `cart/items/${meal.id}`, late.token, { quantity: 1 })).status).toBe(200)
    expect((await checkout(late)).status).toBe(409)
  }, 120_000)

  it('never sells past a lowered count when it changes while 20 shoppers check out', async () => {
    const { token } = await ownKitchen()
    const meal = await addMeal(h.api, token, { dailyPortions: 20 })
    const shoppers = []
    for (let i = 0; i < 20; i += 1) shoppers.push(await shopperBuying(meal.id, 1))
    const answers = await Promise.all([
      ...shoppers.slice(0, 10).map(checkout),
      call('PUT', `kitchen/meals/${meal.id}/portions-today`, token, { portions: 6 }),
      ...shoppers.slice(10).map(checkout),
    ])
    expect(answers[10]?.status).toBe(200)
    const placed = answers.filter((a, i) => i !== 10 && a.status === 201).length
    const [row] = await h.api.db.select().from(portionSales).where(eq(portionSales.itemId, meal.id))
    expect(row?.sold).toBe(placed)
    expect(row?.portions).toBe(6)
    // Sales before the change may have passed 6; none after it did, so either all sales came
    // before it, or the total is at most 6 plus those that committed first.
    const soldWhenSet = v.parse(TodaysPortions, await answers[10]?.json()).sold
    expect(placed).toBeLessThanOrEqual(Math.max(6, soldWhenSet))
  }, 120_000)
})
