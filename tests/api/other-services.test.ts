import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { CartView } from '../../src/contracts/cart.responses'
import { KitchenPage, MealDetail, MealPage } from '../../src/contracts/catalogue.responses'
import { CheckoutResult } from '../../src/contracts/checkout.responses'
import { KitchenSlots } from '../../src/contracts/delivery-slots.responses'
import { EditorMeal, Menu } from '../../src/contracts/menu.responses'
import { apiRequest } from '../fixtures/api-request'
import { type CartHolder, cartRequest } from '../fixtures/cart'
import { boardOf, kitchenAccount } from '../fixtures/kitchen'
import { addMeal, mealFields } from '../fixtures/menu'
import { shopperWithAddress } from '../fixtures/orders'
import { testApi } from '../setup/test-database'

/**
 * The grocery, farm, chef and cookbook services on the one catalogue (src/lib/service-definitions.ts),
 * read from the seeded demo providers: their lists, their carts beside food's, a recipe's
 * ingredients into the grocery cart, and each service's checkout rules.
 */
let api: Awaited<ReturnType<typeof testApi>>
let foodOnly: Awaited<ReturnType<typeof testApi>>

beforeAll(async () => {
  api = await testApi({ services: ['food', 'grocery', 'chef', 'farm', 'cookbook'] })
  foodOnly = await testApi()
})

const get = async <S extends v.GenericSchema>(schema: S, path: string, on = api) => {
  const response = await apiRequest(on, 'GET', path)
  expect(response.status, path).toBe(200)
  return v.parse(schema, await response.json())
}
const cartOf = async (response: Response) => {
  expect(response.status).toBe(200)
  return v.parse(CartView, await response.json())
}
const providerNamed = async (service: string, name: string) => {
  const page = await get(KitchenPage, `kitchens?service=${service}&perPage=50`)
  const found = page.items.find((p) => p.name === name)
  if (!found) throw new Error(`No ${service} provider ${name}`)
  return found
}
const itemsOf = async (service: string, extra = '') =>
  (await get(MealPage, `meals?service=${service}&perPage=50${extra}`)).items
const itemNamed = async (service: string, name: string) => {
  const found = (await itemsOf(service)).find((item) => item.name === name)
  if (!found) throw new Error(`No ${service} item ${name}`)
  return found
}

describe('the catalogue of each service', () => {
  it('lists each service’s own providers and items, with their units', async () => {
    for (const [service, kind] of [
      ['grocery', 'store'],
      ['farm', 'farmer'],
      ['chef', 'chef'],
      ['cookbook', 'creator'],
    ] as const) {
      const providers = await get(KitchenPage, `kitchens?service=${service}`)
      expect(providers.total).toBeGreaterThan(0)
      expect(new Set(providers.items.map((p) => [p.service, p.kind].join()))).toEqual(
        new Set([`${service},${kind}`]),
      )
    }
    const sukuma = await itemNamed('grocery', 'Sukuma wiki')
    expect([sukuma.unit, sukuma.priceKes, sukuma.service]).toEqual(['kg', 80, 'grocery'])
    const dinner = await itemNamed('chef', 'Swahili coast dinner')
    expect([dinner.unit, dinner.durationMinutes]).toEqual(['guest', 180])
    // Food's list is food's alone, as before any other service was on.
    const food = await get(MealPage, 'meals?perPage=50')
    expect(food.items.every((meal) => meal.service === 'food' && meal.unit === 'portion')).toBe(true)
    const search = (await (await apiRequest(api, 'GET', 'search?q=sukuma&service=grocery')).json()) as {
      meals: { items: { service: string }[] }
    }
    expect(search.meals.items.length).toBeGreaterThan(0)
    expect(search.meals.items.every((item) => item.service === 'grocery')).toBe(true)
  })

  it('answers 404 service.off for a switched-off service, and none of its providers or items by id', async () => {
    const store = await providerNamed('grocery', 'Kilimani Corner Duka')
    const sukuma = await itemNamed('grocery', 'Sukuma wiki')
    for (const path of ['kitchens?service=grocery', 'meals?service=grocery', 'offers?service=grocery']) {
      const response = await apiRequest(foodOnly, 'GET', path)
      expect(response.status, path).toBe(404)
      expect(((await response.json()) as { code: string }).code).toBe('service.off')
    }
    expect((await apiRequest(foodOnly, 'GET', `kitchens/${store.id}`)).status).toBe(404)
    expect((await apiRequest(foodOnly, 'GET', `meals/${sukuma.id}`)).status).toBe(404)
    expect((await cartRequest(foodOnly, 'GET', '?service=grocery')).status).toBe(404)
  })

  it('links a recipe to its grocery ingredients, and a product to its recipes', async () => {
    const recipe = await itemNamed('cookbook', 'Sukuma wiki with tomatoes')
    const detail = await get(MealDetail, `meals/${recipe.id}`)
    expect(detail.recipeIngredients.map((i) => [i.product.name, i.quantity, i.amount])).toEqual([
      ['Red onions', 1, '2 onions'],
      ['Sukuma wiki', 1, '1 kg'],
      ['Tomatoes', 1, '4 tomatoes'],
    ])
    const flour = await itemNamed('grocery', 'Wheat flour, 2 kg')
    expect((await get(MealDetail, `meals/${flour.id}`)).usedInRecipes.map((r) => r.name)).toEqual([
      'Soft chapati',
    ])
    const ingredients = await itemsOf('grocery', '&ingredientsOnly=true')
    expect(ingredients.map((i) => i.name).sort()).toEqual(
      ['Cooking oil', 'Red onions', 'Sukuma wiki', 'Tomatoes', 'Wheat flour, 2 kg'].sort(),
    )
  })
})

describe('a cart per service', () => {
  it('keeps a visitor’s food and grocery carts under one token, even when both are first filled at once', async () => {
    const meal = (await itemsOf('food'))[0]
    const products = (await itemsOf('grocery')).slice(0, 6)
    if (!meal) throw new Error('No food meal')
    const first = await cartOf(await cartRequest(api, 'PUT', `/items/${meal.id}`, {}, { quantity: 1 }))
    const who: CartHolder = { cartToken: first.cartToken }
    expect(who.cartToken).toBeTruthy()
    // The grocery cart's first lines, all at once under the food cart's token: one grocery cart.
    const answers = await Promise.all(
      products.map((p) => cartRequest(api, 'PUT', `/items/${p.id}?service=grocery`, who, { quantity: 2 })),
    )
    for (const answer of answers) {
      const cart = await cartOf(answer)
      expect(cart.service).toBe('grocery')
      expect(cart.cartToken).toBeUndefined()
    }
    const grocery = await cartOf(await cartRequest(api, 'GET', '?service=grocery', who))
    expect(grocery.itemCount).toBe(products.length * 2)
    expect((await cartOf(await cartRequest(api, 'GET', '', who))).itemCount).toBe(1)
  })

  it('refuses an item of another service in a cart, and a recipe in any', async () => {
    const sukuma = await itemNamed('grocery', 'Sukuma wiki')
    const recipe = await itemNamed('cookbook', 'Soft chapati')
    const intoFood = await cartRequest(api, 'PUT', `/items/${sukuma.id}`, {}, { quantity: 1 })
    expect(intoFood.status).toBe(404)
    const recipeIn = await cartRequest(
      api,
      'PUT',
      `/items/${recipe.id}?service=cookbook`,
      {},
      { quantity: 1 },
    )
    expect(recipeIn.status).toBe(404)
  })

  it('puts a recipe’s ingredients into the grocery cart, in its quantities', async () => {
    const recipe = await itemNamed('cookbook', 'Sukuma wiki with tomatoes')
    const added = await cartOf(await cartRequest(api, 'POST', `/recipes/${recipe.id}`))
    expect(added.service).toBe('grocery')
    expect(added.cartToken).toBeTruthy()
    const lines = added.groups.flatMap((g) => g.lines.map((l) => [l.meal.name, l.quantity]))
    expect(lines.sort()).toEqual([
      ['Red onions', 1],
      ['Sukuma wiki', 1],
      ['Tomatoes', 1],
    ])
    // Twice: the same lines, twice as much.
    const again = await cartOf(
      await cartRequest(api, 'POST', `/recipes/${recipe.id}`, { cartToken: added.cartToken }),
    )
    expect(again.itemCount).toBe(6)
    const missing = await cartRequest(api, 'POST', '/recipes/999999')
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as { code: string }).code).toBe('cart.recipeNotFound')
  })
})

describe('the checkout of each service', () => {
  /** A signed-in shopper whose cart of a service holds enough of one item for the provider's minimum. */
  async function shopperWith(service: string, providerName: string, itemName: string) {
    const shopper = await shopperWithAddress(api)
    const provider = await providerNamed(service, providerName)
    const item = await itemNamed(service, itemName)
    const quantity = Math.max(1, Math.ceil(provider.minOrderKes / item.priceKes))
    await cartOf(
      await cartRequest(
        api,
        'PUT',
        `/items/${item.id}?service=${service}`,
        { token: shopper.token },
        { quantity },
      ),
    )
    const cart = await cartOf(
      await cartRequest(api, 'GET', `?service=${service}&addressId=${shopper.addressId}`, {
        token: shopper.token,
      }),
    )
    const slots = await get(KitchenSlots, `kitchens/${provider.id}/slots`)
    const day = slots.days.find((d) => d.windows.length > 0)
    if (!day) throw new Error(`${providerName} has no slot this week`)
    const at = `${day.day}T${day.windows[0]?.start}`
    return { shopper, provider, item, quantity, cart, slots, at }
  }
  const checkout = (shopper: { token: string }, body: object) =>
    apiRequest(api, 'POST', 'orders', { token: shopper.token, body })

  it('orders groceries through the same checkout, one order of the grocery service', async () => {
    const { shopper, provider, cart, at } = await shopperWith('grocery', 'Kilimani Corner Duka', 'Tomatoes')
    const placed = await checkout(shopper, {
      service: 'grocery',
      addressId: shopper.addressId,
      paymentMethod: 'cash',
      slots: [{ kitchenId: provider.id, at }],
      expectedTotalKes: cart.totalKes,
    })
    expect(placed.status).toBe(201)
    const result = v.parse(CheckoutResult, await placed.json())
    expect(result.orders).toHaveLength(1)
    const order = (await (
      await apiRequest(api, 'GET', `orders/${result.orders[0]?.id}`, shopper)
    ).json()) as {
      totalKes: number
    }
    expect(order.totalKes).toBe(cart.totalKes)
    expect((await cartOf(await cartRequest(api, 'GET', '?service=grocery', shopper))).itemCount).toBe(0)
  })

  it('never delivers a farmer’s produce or a chef’s booking "as soon as possible"', async () => {
    for (const [service, provider, item] of [
      ['farm', 'Limuru Greens Farm', 'Potatoes (waru)'],
      ['chef', 'Chef Amina Hassan', 'Swahili coast dinner'],
    ] as const) {
      const { shopper, cart, slots, at, provider: found } = await shopperWith(service, provider, item)
      expect(slots.asap).toBe(false)
      expect(cart.groups[0]?.slots.asap).toBe(false)
      const body = {
        service,
        addressId: shopper.addressId,
        paymentMethod: 'cash',
        expectedTotalKes: cart.totalKes,
      }
      for (const slots of [undefined, [{ kitchenId: found.id, at: 'asap' }]]) {
        const refused = await checkout(shopper, { ...body, ...(slots ? { slots } : {}) })
        const answer = (await refused.json()) as { codes: Record<string, string[]> }
        expect(refused.status, JSON.stringify(answer)).toBe(422)
        expect(answer.codes.slots, JSON.stringify(answer)).toEqual(['checkout.slotRequired'])
      }
      const booked = await checkout(shopper, { ...body, slots: [{ kitchenId: found.id, at }] })
      expect(booked.status, service).toBe(201)
    }
  })

  it('orders a grocery cart once when two checkouts of it race', async () => {
    const { shopper, provider, cart, at } = await shopperWith('grocery', 'Westlands Greengrocer', 'Carrots')
    const body = {
      service: 'grocery',
      addressId: shopper.addressId,
      paymentMethod: 'cash',
      slots: [{ kitchenId: provider.id, at }],
      expectedTotalKes: cart.totalKes,
    }
    const answers = await Promise.all([
      checkout(shopper, body),
      checkout(shopper, body),
      checkout(shopper, body),
    ])
    const statuses = answers.map((a) => a.status).sort()
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.every((s) => s === 201 || s === 409 || s === 422)).toBe(true)
  })
})

describe('the kitchen board of every provider kind', () => {
  it('lets a store add products by the kilo, a chef experiences with their length, each of its own service', async () => {
    const store = await providerNamed('grocery', 'Westlands Greengrocer')
    const grocer = await kitchenAccount(api, store.id)
    const added = await addMeal(api, grocer.token, {
      name: 'Terere',
      description: 'Amaranth greens, a generous kilo, picked this morning.',
      priceKes: 90,
      category: 'vegetables',
      unit: 'kg',
      dietaryTags: ['vegan'],
      ingredients: [],
    })
    expect([added.unit, added.category, added.durationMinutes]).toEqual(['kg', 'vegetables', null])
    expect((await itemNamed('grocery', 'Terere')).kitchen.id).toBe(store.id)
    const menu = (await (await apiRequest(api, 'GET', 'kitchen/menu', { token: grocer.token })).json()) as {
      kitchen: { service: string }
    }
    expect(menu.kitchen.service).toBe('grocery')
    for (const [field, body] of [
      ['category', { category: 'main', unit: 'kg' }],
      ['unit', { category: 'vegetables', unit: 'guest' }],
      ['durationMinutes', { category: 'vegetables', unit: 'kg', durationMinutes: 120 }],
    ] as const) {
      const refused = await apiRequest(api, 'POST', 'kitchen/meals', {
        token: grocer.token,
        body: mealFields({ name: 'Kale', ...body }),
      })
      expect(refused.status, field).toBe(422)
      expect(Object.keys(((await refused.json()) as { codes: object }).codes), field).toEqual([field])
    }

    const chef = await providerNamed('chef', 'Chef Otieno Grills')
    const cook = await kitchenAccount(api, chef.id, '+254711000222')
    const experience = await addMeal(api, cook.token, {
      name: 'Fish fry by the lake',
      description: 'Tilapia fried whole, with ugali and kachumbari, for your guests.',
      priceKes: 2200,
      category: 'experience',
      unit: 'guest',
      durationMinutes: 150,
    })
    expect([experience.unit, experience.durationMinutes]).toEqual(['guest', 150])
    const untimed = await apiRequest(api, 'POST', 'kitchen/meals', {
      token: cook.token,
      body: mealFields({ name: 'Grill night', category: 'experience', unit: 'guest' }),
    })
    expect(untimed.status).toBe(422)
  })

  it("lets a creator write a recipe's shopping list, which is what its ingredients put in a cart", async () => {
    const creator = await providerNamed('cookbook', 'Wairimu Cooks')
    const writer = await kitchenAccount(api, creator.id, '+254711000444')
    const recipe = await addMeal(api, writer.token, {
      name: 'Githeri na parachichi',
      description: 'Maize and beans fried with onions and tomatoes, served with avocado. For four.',
      priceKes: 0,
      category: 'recipe',
      unit: 'recipe',
      ingredients: [],
    })
    expect(recipe.shoppingList).toEqual([])
    const [onions, tomatoes, pilau] = await Promise.all([
      itemNamed('grocery', 'Red onions'),
      itemNamed('grocery', 'Tomatoes'),
      get(MealPage, 'meals?perPage=50').then((page) => page.items[0]),
    ])
    const setList = (body: unknown, id = recipe.id, token = writer.token) =>
      apiRequest(api, 'PUT', `kitchen/meals/${id}/shopping-list`, { token, body })
    const saved = await setList({
      lines: [
        { productId: onions.id, quantity: 1, amount: '2 onions, sliced' },
        { productId: tomatoes.id, quantity: 2, amount: '4 ripe tomatoes' },
      ],
    })
    expect(saved.status, await saved.clone().text()).toBe(200)
    const written = v.parse(EditorMeal, await saved.json())
    expect(written.shoppingList.map((l) => [l.name, l.quantity, l.amount, l.unit])).toEqual([
      ['Red onions', 1, '2 onions, sliced', 'kg'],
      ['Tomatoes', 2, '4 ripe tomatoes', 'kg'],
    ])
    // A shopper's "Add the ingredients" puts exactly these in the grocery cart.
    const cart = await cartOf(await cartRequest(api, 'POST', `/recipes/${recipe.id}`))
    expect(cart.groups.flatMap((g) => g.lines.map((l) => [l.meal.name, l.quantity])).sort()).toEqual([
      ['Red onions', 1],
      ['Tomatoes', 2],
    ])
    // The recipe's public page lists them, with the creator's measures.
    const page = await get(MealDetail, `meals/${recipe.id}`)
    expect(page.recipeIngredients.map((i) => i.amount).sort()).toEqual([
      '2 onions, sliced',
      '4 ripe tomatoes',
    ])

    // Refusals name the line, and leave the list as it was.
    for (const [body, field, code] of [
      [
        { lines: [{ productId: pilau?.id, quantity: 1, amount: 'a plate' }] },
        'lines.0.productId',
        'menu.product',
      ],
      [
        {
          lines: [
            { productId: onions.id, quantity: 1, amount: 'one' },
            { productId: onions.id, quantity: 2, amount: 'two' },
          ],
        },
        'lines.1.productId',
        'menu.productTwice',
      ],
      [
        { lines: [{ productId: onions.id, quantity: 51, amount: 'a sack' }] },
        'lines.0.quantity',
        'menu.productQuantity',
      ],
      [
        { lines: [{ productId: onions.id, quantity: 1, amount: '  ' }] },
        'lines.0.amount',
        'menu.productAmount',
      ],
    ] as const) {
      const refused = await setList(body)
      expect(refused.status, field).toBe(422)
      expect(((await refused.json()) as { codes: Record<string, string[]> }).codes, field).toEqual({
        [field]: [code],
      })
    }
    const menu = v.parse(
      Menu,
      await (await apiRequest(api, 'GET', 'kitchen/menu', { token: writer.token })).json(),
    )
    expect(menu.meals.find((m) => m.id === recipe.id)?.shoppingList).toHaveLength(2)
    // A product is no recipe, even to its own store; another kitchen's recipe is not found.
    const duka = await providerNamed('grocery', 'Kilimani Corner Duka')
    const grocer = await kitchenAccount(api, duka.id, '+254711000555')
    expect((await setList({ lines: [] }, onions.id, grocer.token)).status).toBe(404)
    expect((await setList({ lines: [] }, recipe.id, grocer.token)).status).toBe(404)

    // Two saves at once: the list is one of them whole, never a mix.
    const [a, b] = await Promise.all([
      setList({ lines: [{ productId: onions.id, quantity: 3, amount: 'three' }] }),
      setList({ lines: [{ productId: tomatoes.id, quantity: 4, amount: 'four' }] }),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    const after = v.parse(
      Menu,
      await (await apiRequest(api, 'GET', 'kitchen/menu', { token: writer.token })).json(),
    )
    const kept = after.meals.find((m) => m.id === recipe.id)?.shoppingList.map((l) => [l.name, l.quantity])
    expect([JSON.stringify([['Red onions', 3]]), JSON.stringify([['Tomatoes', 4]])]).toContain(
      JSON.stringify(kept),
    )
  })

  it('shows a store the grocery orders placed with it on its board', async () => {
    const store = await providerNamed('grocery', 'Kilimani Corner Duka')
    const grocer = await kitchenAccount(api, store.id, '+254711000333')
    const shopper = await shopperWithAddress(api)
    const onions = await itemNamed('grocery', 'Red onions')
    const quantity = Math.ceil(store.minOrderKes / onions.priceKes)
    await cartOf(await cartRequest(api, 'PUT', `/items/${onions.id}?service=grocery`, shopper, { quantity }))
    const cart = await cartOf(
      await cartRequest(api, 'GET', `?service=grocery&addressId=${shopper.addressId}`, shopper),
    )
    const slots = await get(KitchenSlots, `kitchens/${store.id}/slots`)
    const day = slots.days.find((d) => d.windows.length > 0)
    const placed = await apiRequest(api, 'POST', 'orders', {
      token: shopper.token,
      body: {
        service: 'grocery',
        addressId: shopper.addressId,
        paymentMethod: 'cash',
        slots: [{ kitchenId: store.id, at: `${day?.day}T${day?.windows[0]?.start}` }],
        expectedTotalKes: cart.totalKes,
      },
    })
    expect(placed.status).toBe(201)
    const orderId = v.parse(CheckoutResult, await placed.json()).orders[0]?.id
    const board = await boardOf(api, grocer.token)
    expect(JSON.stringify(board)).toContain(`"id":${orderId}`)
  })
})
