import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CartView } from '../../src/contracts/cart.responses'
import { MealDetail, type Offer, OfferPage } from '../../src/contracts/catalogue.responses'
import { ErrorBody } from '../../src/contracts/common.responses'
import { EditorMeal } from '../../src/contracts/menu.responses'
import { Order, ReorderResult } from '../../src/contracts/orders.responses'
import { createKitchen, createOffer } from '../fixtures/catalogue'
import { boardOf, kitchenAccount } from '../fixtures/kitchen'
import { checkoutBody, placeOrder, shopperWithAddress } from '../fixtures/orders'
import { shopHarness } from '../fixtures/shop-harness'

/**
 * Meal options (decision record 0041): a cook defines option groups with
 * price differences; a shopper's cart line carries its choices and a note; the server prices
 * them at add and again at checkout; the order, the board and the receipt keep what was chosen;
 * reorder says when a choice is gone. On PGlite and Postgres, in-process and over HTTP.
 */
const h = shopHarness()
const { call } = h

const OPTIONS = {
  groups: [
    {
      name: 'Portion',
      required: true,
      choices: [
        { name: 'Regular', priceDeltaKes: 0 },
        { name: 'Large', priceDeltaKes: 150 },
        { name: 'Small', priceDeltaKes: -100 },
      ],
    },
    { name: 'Spice level', choices: [{ name: 'Mild' }, { name: 'Hot', priceDeltaKes: 0 }] },
    {
      name: 'Sides',
      maxChoices: 2,
      choices: [
        { name: 'Kachumbari', priceDeltaKes: 50 },
        { name: 'Chapati', priceDeltaKes: 40 },
        { name: 'Avocado', priceDeltaKes: 60 },
      ],
    },
  ],
}

/** A kitchen (no minimum) with a pilau of 400 and another meal, its cook, and the pilau's options. */
async function pilauWithOptions() {
  const kitchen = await createKitchen(h.api.db, {
    minOrderKes: 0,
    meals: [
      { name: 'Pilau', priceKes: 400, dailyPortions: 100 },
      { name: 'Chapati Beans', priceKes: 250, dailyPortions: 100 },
    ],
  })
  const [pilau, beans] = kitchen.meals
  if (!pilau || !beans) throw new Error('No meals')
  const cook = await kitchenAccount(h.api, kitchen.id)
  const put = await call('PUT', `kitchen/meals/${pilau.id}/options`, cook.token, OPTIONS)
  expect(put.status, await put.clone().text()).toBe(200)
  const meal = v.parse(EditorMeal, await put.json())
  const choice = (group: string, name: string) => {
    const found = meal.options.find((g) => g.name === group)?.choices.find((c) => c.name === name)
    if (!found) throw new Error(`No choice ${group}/${name}`)
    return found
  }
  return { kitchen, cook, pilau, beans, meal, choice }
}

const add = (token: string | undefined, body: object) => call('POST', 'cart/items', token, body)

async function cartOf(response: Response) {
  expect(response.status, await response.clone().text()).toBe(200)
  return v.parse(CartView, await response.json())
}

const linesOf = (cart: v.InferOutput<typeof CartView>) => cart.groups.flatMap((g) => g.lines)

async function refused(response: Response, status: number) {
  expect(response.status, await response.clone().text()).toBe(status)
  return v.parse(ErrorBody, await response.json())
}

describe('a cook defines options', () => {
  it('saves groups and choices in order; the meal page and the menu show them', async () => {
    const { pilau, cook, meal } = await pilauWithOptions()
    expect(meal.options.map((g) => [g.name, g.required, g.maxChoices, g.choices.map((c) => c.name)])).toEqual(
      [
        ['Portion', true, 1, ['Regular', 'Large', 'Small']],
        ['Spice level', false, 1, ['Mild', 'Hot']],
        ['Sides', false, 2, ['Kachumbari', 'Chapati', 'Avocado']],
      ],
    )
    const detail = v.parse(MealDetail, await (await call('GET', `meals/${pilau.id}`)).json())
    expect(detail.hasOptions).toBe(true)
    expect(detail.options).toEqual(meal.options)
    const editor = v.parse(
      EditorMeal,
      await (await call('GET', `kitchen/meals/${pilau.id}`, cook.token)).json(),
    )
    expect(editor.options).toEqual(meal.options)
  })

  it('changes a choice in place by its id and removes what is left out', async () => {
    const { pilau, cook, meal } = await pilauWithOptions()
    const [portion] = meal.options
    if (!portion) throw new Error('No group')
    const changed = {
      groups: [
        {
          id: portion.id,
          name: 'Size',
          required: true,
          choices: portion.choices.slice(0, 2).map((c) => ({ ...c, priceDeltaKes: c.priceDeltaKes + 10 })),
        },
      ],
    }
    const put = await call('PUT', `kitchen/meals/${pilau.id}/options`, cook.token, changed)
    const after = v.parse(EditorMeal, await put.json())
    expect(after.options).toEqual([
      {
        id: portion.id,
        name: 'Size',
        required: true,
        maxChoices: 1,
        choices: portion.choices.slice(0, 2).map((c) => ({ ...c, priceDeltaKes: c.priceDeltaKes + 10 })),
      },
    ])
    const none = await call('PUT', `kitchen/meals/${pilau.id}/options`, cook.token, { groups: [] })
    expect(v.parse(EditorMeal, await none.json()).options).toEqual([])
    const detail = v.parse(MealDetail, await (await call('GET', `meals/${pilau.id}`)).json())
    expect(detail).toMatchObject({ hasOptions: false, options: [] })
  })

  it('refuses bad options with field errors: names, max, below the price, another meal’s id, another kitchen', async () => {
    const { pilau, beans, cook, meal } = await pilauWithOptions()
    const path = `kitchen/meals/${pilau.id}/options`
    const noName = await refused(
      await call('PUT', path, cook.token, { groups: [{ name: ' ', choices: [{ name: 'A' }] }] }),
      422,
    )
    expect(noName.codes['groups.0.name']).toEqual(['menu.optionName'])
    const tooMany = await refused(
      await call('PUT', path, cook.token, {
        groups: [{ name: 'Side', maxChoices: 3, choices: [{ name: 'A' }] }],
      }),
      422,
    )
    expect(tooMany.codes['groups.0.maxChoices']).toEqual(['menu.optionMaxChoices'])
    const belowZero = await refused(
      await call('PUT', path, cook.token, {
        groups: [{ name: 'Portion', choices: [{ name: 'Tiny', priceDeltaKes: -401 }] }],
      }),
      422,
    )
    expect(belowZero.codes['groups.0.choices.0.priceDeltaKes']).toEqual(['menu.optionBelowZero'])
    // Another meal's group id is not this meal's to change.
    const foreign = await refused(
      await call('PUT', `kitchen/meals/${beans.id}/options`, cook.token, {
        groups: [{ id: meal.options[0]?.id, name: 'Portion', choices: [{ name: 'A' }] }],
      }),
      422,
    )
    expect(foreign.codes['groups.0.id']).toEqual(['menu.optionUnknown'])
    const other = await kitchenAccount(
      h.api,
      (await createKitchen(h.api.db, { meals: [] })).id,
      '+254711000222',
    )
    expect((await refused(await call('PUT', path, other.token, OPTIONS), 404)).code).toBe('menu.mealNotFound')
    expect((await call('PUT', path, undefined, OPTIONS)).status).toBe(401)
    // Nothing of the refused saves was stored.
    const detail = v.parse(MealDetail, await (await call('GET', `meals/${pilau.id}`)).json())
    expect(detail.options).toEqual(meal.options)
  })
})

describe('a shopper adds a meal with options', () => {
  it('prices the line at the meal price plus the differences, and keeps the note', async () => {
    const { pilau, choice } = await pilauWithOptions()
    const shopper = await shopperWithAddress(h.api)
    const large = choice('Portion', 'Large')
    const sides = [choice('Sides', 'Kachumbari'), choice('Sides', 'Chapati')]
    const cart = await cartOf(
      await add(shopper.token, {
        itemId: pilau.id,
        quantity: 2,
        choiceIds: [sides[1]?.id, large.id, sides[0]?.id],
        note: '  no onions please ',
      }),
    )
    const [line] = linesOf(cart)
    expect(line).toMatchObject({
      quantity: 2,
      note: 'no onions please',
      optionsValid: true,
      // 400 + 150 + 50 + 40
      unitPriceKes: 640,
      lineTotalKes: 1280,
    })
    expect(line?.choiceIds).toEqual(
      [large.id, ...sides.map((s) => s?.id)].sort((a, b) => (a ?? 0) - (b ?? 0)),
    )
    expect(line?.options.map((o) => [o.group, o.name, o.priceDeltaKes])).toEqual([
      ['Portion', 'Large', 150],
      ['Sides', 'Kachumbari', 50],
      ['Sides', 'Chapati', 40],
    ])
    expect(cart.subtotalKes).toBe(1280)
  })

  it('keeps other choices or another note on their own line; the same ones add up', async () => {
    const { pilau, choice } = await pilauWithOptions()
    const shopper = await shopperWithAddress(h.api)
    const small = choice('Portion', 'Small').id
    const regular = choice('Portion', 'Regular').id
    await cartOf(await add(shopper.token, { itemId: pilau.id, choiceIds: [small] }))
    await cartOf(await add(shopper.token, { itemId: pilau.id, choiceIds: [small] }))
    await cartOf(await add(shopper.token, { itemId: pilau.id, choiceIds: [regular] }))
    const cart = await cartOf(
      await add(shopper.token, { itemId: pilau.id, choiceIds: [small], note: 'extra hot' }),
    )
    expect(linesOf(cart).map((l) => [l.options[0]?.name, l.note, l.quantity, l.unitPriceKes])).toEqual([
      ['Small', '', 2, 300],
      ['Regular', '', 1, 400],
      ['Small', 'extra hot', 1, 300],
    ])
    // A line is changed by its meal, choices and note; 0 takes only that line out.
    const set = await call('PUT', `cart/items/${pilau.id}`, shopper.token, {
      quantity: 0,
      choiceIds: [small],
      note: 'extra hot',
    })
    expect(linesOf(await cartOf(set)).map((l) => l.quantity)).toEqual([2, 1])
    const gone = await call('DELETE', `cart/items/${pilau.id}`, shopper.token)
    expect(linesOf(await cartOf(gone))).toEqual([])
  })

  it('takes a live offer off the meal price only, not the differences', async () => {
    const { kitchen, pilau, choice } = await pilauWithOptions()
    await createOffer(h.api.db, { kitchenId: kitchen.id, mealId: pilau.id, percentOff: 25 })
    const shopper = await shopperWithAddress(h.api)
    const cart = await cartOf(
      await add(shopper.token, { itemId: pilau.id, choiceIds: [choice('Portion', 'Large').id] }),
    )
    // 400 less 25 % is 300, plus 150.
    expect(linesOf(cart)[0]).toMatchObject({ unitPriceKes: 450, savingKes: 100 })
  })

  it('the offers answer says which offered meal has options, so a client sends the shopper to choose', async () => {
    const { kitchen, pilau, beans } = await pilauWithOptions()
    // Ending in a few minutes: near the top of the list, which is ending soonest first.
    const endsAt = new Date(Date.now() + 5 * 60_000)
    const onPilau = await createOffer(h.api.db, {
      kitchenId: kitchen.id,
      mealId: pilau.id,
      percentOff: 10,
      endsAt,
    })
    const onBeans = await createOffer(h.api.db, {
      kitchenId: kitchen.id,
      mealId: beans.id,
      percentOff: 10,
      endsAt,
    })
    const wholeMenu = await createOffer(h.api.db, { kitchenId: kitchen.id, percentOff: 5, endsAt })
    const found = new Map<number, v.InferOutput<typeof Offer>>()
    for (let page = 1; found.size < 3; page++) {
      const answer = await call('GET', `offers?perPage=50&page=${page}`)
      expect(answer.status).toBe(200)
      const { items, pageCount } = v.parse(OfferPage, await answer.json())
      for (const offer of items) found.set(offer.id, offer)
      if (page >= pageCount) break
    }
    expect(found.get(onPilau.id)?.meal).toMatchObject({ id: pilau.id, hasOptions: true })
    expect(found.get(onBeans.id)?.meal).toMatchObject({ id: beans.id, hasOptions: false })
    expect(found.get(wholeMenu.id)?.meal).toBeNull()
    // What "Choose" spares the shopper: the pilau added from the offer, without its portion, is refused.
    const shopper = await shopperWithAddress(h.api)
    expect((await refused(await add(shopper.token, { itemId: pilau.id }), 422)).code).toBe(
      'cart.choiceRequired',
    )
    await cartOf(await add(shopper.token, { itemId: beans.id }))
  })

  it('refuses a required option left out, an unknown choice, another meal’s and too many, with 422 on choiceIds', async () => {
    const { pilau, beans, choice } = await pilauWithOptions()
    const shopper = await shopperWithAddress(h.api)
    const regular = choice('Portion', 'Regular').id
    const missing = await refused(await add(shopper.token, { itemId: pilau.id }), 422)
    expect(missing).toMatchObject({
      code: 'cart.choiceRequired',
      codes: { choiceIds: ['cart.choiceRequired'] },
    })
    expect(missing.message).toBe('Choose a Portion')
    const plainPut = await refused(
      await call('PUT', `cart/items/${pilau.id}`, shopper.token, { quantity: 1 }),
      422,
    )
    expect(plainPut.code).toBe('cart.choiceRequired')
    const unknown = await refused(
      await add(shopper.token, { itemId: pilau.id, choiceIds: [regular, 999_999] }),
      422,
    )
    expect(unknown).toMatchObject({
      code: 'cart.choiceUnknown',
      codes: { choiceIds: ['cart.choiceUnknown'] },
    })
    // A choice of the pilau sent with the beans is no choice of the beans.
    const foreign = await refused(await add(shopper.token, { itemId: beans.id, choiceIds: [regular] }), 422)
    expect(foreign.code).toBe('cart.choiceUnknown')
    const two = await refused(
      await add(shopper.token, { itemId: pilau.id, choiceIds: [regular, choice('Portion', 'Large').id] }),
      422,
    )
    expect(two).toMatchObject({ code: 'cart.tooManyChoices', values: { group: 'Portion', max: 1 } })
    const three = await refused(
      await add(shopper.token, {
        itemId: pilau.id,
        choiceIds: [regular, ...['Kachumbari', 'Chapati', 'Avocado'].map((n) => choice('Sides', n).id)],
      }),
      422,
    )
    expect(three).toMatchObject({ code: 'cart.tooManyChoices', values: { group: 'Sides', max: 2 } })
    const badBody = await refused(
      await add(shopper.token, { itemId: pilau.id, choiceIds: ['x'], note: 'n'.repeat(201) }),
      422,
    )
    expect(Object.keys(badBody.codes).sort()).toEqual(['choiceIds.0', 'note'])
    // Nothing was added by any of these.
    expect(linesOf(await cartOf(await call('GET', 'cart', shopper.token)))).toEqual([])
    // A meal without options still takes a plain line and a note.
    const plain = await cartOf(await add(shopper.token, { itemId: beans.id, note: 'less salt' }))
    expect(linesOf(plain)).toMatchObject([{ quantity: 1, note: 'less salt', options: [], unitPriceKes: 250 }])
  })

  it('adds up 10 parallel adds of the same choices on one line, and keeps other choices apart', async () => {
    const { pilau, choice } = await pilauWithOptions()
    const shopper = await shopperWithAddress(h.api)
    const large = choice('Portion', 'Large').id
    const hot = choice('Spice level', 'Hot').id
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => add(shopper.token, { itemId: pilau.id, choiceIds: [large, hot] })),
      ...Array.from({ length: 4 }, () => add(shopper.token, { itemId: pilau.id, choiceIds: [large] })),
    ])
    expect(answers.map((a) => a.status)).toEqual(Array(14).fill(200))
    const cart = await cartOf(await call('GET', 'cart', shopper.token))
    const byChoices = new Map(linesOf(cart).map((l) => [l.choiceIds.join(), l.quantity]))
    expect(byChoices).toEqual(
      new Map([
        [[large, hot].sort((a, b) => a - b).join(), 10],
        [String(large), 4],
      ]),
    )
    expect(cart.subtotalKes).toBe(14 * 550)
  })
})

describe('checkout, order, board, receipt and reorder', () => {
  it('recomputes the price at checkout after the cook changed a difference, and keeps a snapshot', async () => {
    const { pilau, cook, meal, choice } = await pilauWithOptions()
    const shopper = await shopperWithAddress(h.api)
    const large = choice('Portion', 'Large')
    const hot = choice('Spice level', 'Hot')
    await cartOf(
      await add(shopper.token, {
        itemId: pilau.id,
        quantity: 2,
        choiceIds: [large.id, hot.id],
        note: 'no onions',
      }),
    )
    // The cook raises Large from 150 to 200 and renames it between the add and the checkout.
    const groups = meal.options.map((g) => ({
      ...g,
      choices: g.choices.map((c) =>
        c.id === large.id ? { ...c, name: 'Large plate', priceDeltaKes: 200 } : c,
      ),
    }))
    expect((await call('PUT', `kitchen/meals/${pilau.id}/options`, cook.token, { groups })).status).toBe(200)
    const placed = await placeOrder(h.api, shopper)
    const orderId = placed.orders[0]?.id ?? 0
    const order = v.parse(Order, await (await call('GET', `orders/${orderId}`, shopper.token)).json())
    expect(order.items).toEqual([
      expect.objectContaining({
        name: 'Pilau',
        quantity: 2,
        unitPriceKes: 600,
        listPriceKes: 600,
        lineTotalKes: 1200,
        note: 'no onions',
        options: [
          { choiceId: large.id, group: 'Portion', name: 'Large plate', priceDeltaKes: 200 },
          { choiceId: hot.id, group: 'Spice level', name: 'Hot', priceDeltaKes: 0 },
        ],
      }),
    ])
    expect(order.subtotalKes).toBe(1200)
    // The kitchen's board shows the choices and the note.
    const board = await boardOf(h.api, cook.token)
    const onBoard = board.items.find((o) => o.id === orderId)
    expect(onBoard?.items).toEqual([
      {
        name: 'Pilau',
        quantity: 2,
        note: 'no onions',
        options: [
          { choiceId: large.id, group: 'Portion', name: 'Large plate', priceDeltaKes: 200 },
          { choiceId: hot.id, group: 'Spice level', name: 'Hot', priceDeltaKes: 0 },
        ],
      },
    ])
    // The snapshot stays when the menu moves on.
    await call('PUT', `kitchen/meals/${pilau.id}/options`, cook.token, { groups: [] })
    const later = v.parse(Order, await (await call('GET', `orders/${orderId}`, shopper.token)).json())
    expect(later.items[0]?.options.map((o) => o.name)).toEqual(['Large plate', 'Hot'])
  })

  it('refuses a checkout holding a choice the cook removed since (409 naming the meal); the cart stays', async () => {
    const { pilau, cook, meal, choice } = await pilauWithOptions()
    const shopper = await shopperWithAddress(h.api)
    const small = choice('Portion', 'Small')
    await cartOf(await add(shopper.token, { itemId: pilau.id, choiceIds: [small.id] }))
    const groups = meal.options.map((g) => ({ ...g, choices: g.choices.filter((c) => c.id !== small.id) }))
    expect((await call('PUT', `kitchen/meals/${pilau.id}/options`, cook.token, { groups })).status).toBe(200)
    const cart = await cartOf(await call('GET', 'cart', shopper.token))
    expect(linesOf(cart)[0]).toMatchObject({ optionsValid: false, options: [] })
    expect(cart.groups[0]?.checkoutNow).toBe(false)
    const answer = await refused(
      await call(
        'POST',
        'orders',
        shopper.token,
        await checkoutBody(h.api, shopper.token, { addressId: shopper.addressId, paymentMethod: 'cash' }),
      ),
      409,
    )
    expect(answer).toMatchObject({ code: 'checkout.optionsChanged', values: { meal: 'Pilau' } })
    expect(linesOf(await cartOf(await call('GET', 'cart', shopper.token)))).toHaveLength(1)
  })

  it('reorders with the same choices and note; says when a choice is gone or its price changed', async () => {
    const { pilau, cook, meal, choice } = await pilauWithOptions()
    const shopper = await shopperWithAddress(h.api)
    const large = choice('Portion', 'Large')
    const small = choice('Portion', 'Small')
    await add(shopper.token, { itemId: pilau.id, choiceIds: [large.id], note: 'no onions' })
    await add(shopper.token, { itemId: pilau.id, choiceIds: [small.id] })
    const placed = await placeOrder(h.api, shopper)
    const orderId = placed.orders[0]?.id ?? 0
    // Small is taken off; Large now costs 180 more instead of 150.
    const groups = meal.options.map((g) => ({
      ...g,
      choices: g.choices
        .filter((c) => c.id !== small.id)
        .map((c) => (c.id === large.id ? { ...c, priceDeltaKes: 180 } : c)),
    }))
    expect((await call('PUT', `kitchen/meals/${pilau.id}/options`, cook.token, { groups })).status).toBe(200)
    const answer = await call('POST', `orders/${orderId}/reorder`, shopper.token)
    expect(answer.status).toBe(200)
    const result = v.parse(ReorderResult, await answer.json())
    expect(result.added).toBe(1)
    expect(result.leftOut).toEqual([{ name: 'Pilau', reason: 'optionGone' }])
    expect(result.priceChanges).toEqual([{ name: 'Pilau', wasKes: 550, nowKes: 580 }])
    expect(linesOf(result.cart)).toMatchObject([
      { choiceIds: [large.id], note: 'no onions', quantity: 1, unitPriceKes: 580, optionsValid: true },
    ])
  })
})
