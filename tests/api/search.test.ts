import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { SearchResults, SuggestionList } from '../../src/contracts/catalogue.responses'
import { items } from '../../src/db/schema'
import { currentCatalogueVersion } from '../../src/domain/catalogue/catalogue-version'
import { apiRequest } from '../fixtures/api-request'
import { createKitchen, type FactoryKitchen, uniqueTag } from '../fixtures/catalogue'
import { testApi } from '../setup/test-database'

let api: Awaited<ReturnType<typeof testApi>>
const tag = uniqueTag()
/** Every meal of this kitchen carries the tag in one place only: the name, the description or a typo of it. */
let kitchen: FactoryKitchen
beforeAll(async () => {
  api = await testApi()
  kitchen = await createKitchen(api.db, {
    name: `Wambui Kitchen ${tag}`,
    neighbourhood: 'Kitengela',
    cuisines: ['kikuyu'],
    meals: [
      {
        name: 'Plain Githeri',
        description: `Maize and beans, the ${tag} way.`,
        priceKes: 200,
        category: 'main',
        art: 'githeri',
      },
      {
        name: `Mukimo ${tag}`,
        description: 'Mashed potatoes, greens and maize.',
        priceKes: 250,
        art: 'mukimo',
      },
      { name: `Pilaú ${tag}x`, description: 'Rice with an accent on its name.', priceKes: 300, art: 'pilau' },
    ],
  })
})

const search = async (q: string, extra = '') => {
  const response = await apiRequest(api, 'GET', `search?q=${encodeURIComponent(q)}${extra}`)
  expect(response.status).toBe(200)
  return v.parse(SearchResults, await response.json())
}

const suggestions = async (q: string, extra = '') => {
  const response = await apiRequest(api, 'GET', `search/suggestions?q=${encodeURIComponent(q)}${extra}`)
  expect(response.status).toBe(200)
  return v.parse(SuggestionList, await response.json()).suggestions
}

/** Lower case without accents, as a shopper reads a name. */
const plain = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()

describe('GET /api/search on the seeded dishes', () => {
  // What a shopper types, and what the first meal found must be called.
  const cases: [typed: string, firstMealNames: string][] = [
    ['pilau', 'pilau'],
    ['pilao', 'pilau'],
    ['Piláu', 'pilau'],
    ['chapatti', 'chapati'],
    // Typos under pg_trgm's default threshold (0.6): they find the dish only at the app's 0.4.
    ['mukmo', 'mukimo'],
    ['mandzi', 'mandazi'],
    ['sukuma wiki', 'sukuma wiki'],
    ['nyama choma', 'nyama choma'],
    ['mandazi', 'mandazi'],
    ['MANDAZI', 'mandazi'],
    ['suku', 'sukuma'],
  ]
  it.each(cases)('%s lists a meal named %s first', async (typed, expected) => {
    const { meals } = await search(typed)
    expect(meals.total).toBeGreaterThan(0)
    expect(plain(meals.items[0]?.name ?? '')).toContain(expected)
  })

  it('ranks every dish named pilau above any meal that only mentions it', async () => {
    const { meals } = await search('pilau', '&perPage=100')
    const named = meals.items.map((meal) => plain(meal.name).includes('pilau'))
    const firstUnnamed = named.indexOf(false)
    expect(named[0]).toBe(true)
    if (firstUnnamed !== -1) expect(named.slice(firstUnnamed)).not.toContain(true)
  })

  it('finds nothing for words no kitchen or meal is near, and nothing for punctuation alone', async () => {
    for (const q of ['qqxzzv', '%', '-- ;']) {
      const { kitchens, meals } = await search(q)
      expect([kitchens.total, meals.total], q).toEqual([0, 0])
    }
  })
})

describe('GET /api/search ranking', () => {
  it('puts a name match before a description match', async () => {
    const { meals } = await search(tag)
    const ids = meals.items.map((meal) => meal.id)
    const [githeri, mukimo] = kitchen.meals
    expect(ids).toContain(githeri?.id)
    expect(ids.indexOf(mukimo?.id ?? 0)).toBeLessThan(ids.indexOf(githeri?.id ?? 0))
  })

  it('forgives a typo in a name and ignores accents', async () => {
    const typo = `${tag.slice(0, 3)}${tag[4]}${tag[3]}${tag.slice(5)}` // two letters swapped
    expect((await search(`mukimo ${typo}`)).meals.items[0]?.id).toBe(kitchen.meals[1]?.id)
    expect((await search(`wambui kitchn ${tag}`)).kitchens.items[0]?.id).toBe(kitchen.id)
    expect((await search(`pilau ${tag}x`)).meals.items[0]?.id).toBe(kitchen.meals[2]?.id)
  })

  it('finds a kitchen by its area and cuisine, and its meals by that cuisine', async () => {
    const found = await search(`kikuyu ${tag}`)
    expect(found.kitchens.items[0]?.id).toBe(kitchen.id)
    expect(found.meals.items.map((meal) => meal.id)).toEqual(
      expect.arrayContaining([kitchen.meals[1]?.id, kitchen.meals[2]?.id]),
    )
    // A kitchen whose name says Kitengela is a near match too: this one, in Kitengela, comes first.
    expect((await search(`kitengela ${tag}`)).kitchens.items[0]?.id).toBe(kitchen.id)
  })

  it('keeps the vectors current when a meal is renamed, and the catalogue version moves', async () => {
    const meal = kitchen.meals[0]
    if (!meal) throw new Error('no meal')
    const before = await currentCatalogueVersion(api.db)
    const newName = `Renamed ${uniqueTag()}`
    await api.db.update(items).set({ name: newName }).where(eq(items.id, meal.id))
    // First: a meal renamed by an earlier run on a shared Postgres is a near match too.
    expect((await search(newName)).meals.items[0]?.id).toBe(meal.id)
    expect(await currentCatalogueVersion(api.db)).toBeGreaterThan(before)
  })

  it('pages kitchens and meals together', async () => {
    const first = await search('chapati', '&perPage=1&page=1')
    const second = await search('chapati', '&perPage=1&page=2')
    expect(first.meals.total).toBeGreaterThan(1)
    expect(first.meals.items).toHaveLength(1)
    expect(second.meals.items[0]?.id).not.toBe(first.meals.items[0]?.id)
  })
})

describe('GET /api/search/suggestions', () => {
  it('suggests the dish as it is typed, each name once, at most limit', async () => {
    const found = await suggestions('pil', '&limit=3')
    expect(found.length).toBeGreaterThan(0)
    expect(found.length).toBeLessThanOrEqual(3)
    expect(found[0]).toMatchObject({ kind: 'meal' })
    expect(plain(found[0]?.name ?? '')).toContain('pil')
    const names = found.filter((s) => s.kind === 'meal').map((s) => s.name.toLowerCase())
    expect(new Set(names).size).toBe(names.length)
  })

  it('suggests through a typo and names the kitchen of a meal and the area of a kitchen', async () => {
    const meal = (await suggestions('mandazy'))[0]
    expect(plain(meal?.name ?? '')).toContain('mandazi')
    const mine = await suggestions(`wambui ${tag}`)
    expect(mine).toContainEqual({ kind: 'kitchen', id: kitchen.id, name: kitchen.name, detail: 'Kitengela' })
  })
})

describe('bad search params', () => {
  it.each([
    ['search', 'q'],
    ['search?q=', 'q'],
    ['search?q=%20%20', 'q'],
    [`search?q=${'a'.repeat(101)}`, 'q'],
    ['search?q=pilau&page=0', 'page'],
    ['search?q=pilau&perPage=101', 'perPage'],
    ['search/suggestions?q=pilau&limit=11', 'limit'],
    ['search/suggestions', 'q'],
  ])('%s answers 422 naming %s', async (path, field) => {
    const response = await apiRequest(api, 'GET', path)
    expect(response.status).toBe(422)
    const body = (await response.json()) as { errors: Record<string, string[]> }
    expect(Object.keys(body.errors)).toContain(field)
  })

  it('answers 404 service.off when food is switched off', async () => {
    const grocery = await testApi({ services: ['grocery'] })
    const response = await apiRequest(grocery, 'GET', 'search?q=pilau')
    expect(response.status).toBe(404)
    expect(((await response.json()) as { code: string }).code).toBe('service.off')
  })
})
