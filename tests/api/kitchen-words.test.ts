import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { Kitchen, KitchenPage, MealDetail, MealPage } from '../../src/contracts/catalogue.responses'
import { KitchenProfile } from '../../src/contracts/kitchen-words.schemas'
import { signedInUser } from '../fixtures/accounts'
import { createKitchen } from '../fixtures/catalogue'
import { kitchenAccount } from '../fixtures/kitchen'
import { shopHarness } from '../fixtures/shop-harness'

/**
 * A kitchen's own words in several languages (decision record 0104): the cook writes them in
 * her language and may add others; a shopper reads them in the language they ask for
 * (Accept-Language) when given, else in the kitchen's own, and the answer says which. PGlite and
 * Postgres (DATABASE_URL), in-process and over HTTP (API_TRANSPORT=http).
 */
const h = shopHarness()
const { call } = h

const OWN = {
  language: 'en',
  tagline: 'Githeri and mukimo from Nyeri',
  story: 'Wanjiku cooks the food of her grandmother in Othaya, every morning.',
}
const SWAHILI = {
  tagline: 'Githeri na mukimo kutoka Nyeri',
  story: 'Wanjiku hupika chakula cha bibi yake wa Othaya, kila asubuhi.',
}
const SWAHILI_DESCRIPTION = 'Viazi vilivyopondwa na majani ya malenge, mahindi na njegere.'

async function ownKitchen() {
  const kitchen = await createKitchen(h.api.db)
  const { token } = await kitchenAccount(h.api, kitchen.id)
  const meal = kitchen.meals[0]
  if (!meal) throw new Error('The factory kitchen has no meal')
  return { kitchen, meal, token }
}

const reading = (language: string) => ({ 'Accept-Language': language })

describe("a kitchen's words in several languages", () => {
  it('are written by the kitchen only: 401 signed out, 403 for a shopper', async () => {
    const shopper = await signedInUser(h.api)
    expect((await call('GET', 'kitchen/profile')).status).toBe(401)
    const refused = await call('PUT', 'kitchen/profile/translations/sw', shopper.accessToken, SWAHILI)
    expect(refused.status).toBe(403)
  })

  it('reach a shopper in their language when given, else in the kitchen’s own, marked with it', async () => {
    const { kitchen, meal, token } = await ownKitchen()
    expect((await call('PUT', 'kitchen/profile', token, OWN)).status).toBe(200)
    const saved = await call('PUT', 'kitchen/profile/translations/sw', token, SWAHILI)
    expect(saved.status, await saved.clone().text()).toBe(200)
    expect(v.parse(KitchenProfile, await saved.json()).translations).toEqual({ sw: SWAHILI })
    const described = await call('PUT', `kitchen/meals/${meal.id}/translations/sw`, token, {
      description: SWAHILI_DESCRIPTION,
    })
    expect(described.status, await described.clone().text()).toBe(200)

    const kitchenIn = async (language: string) =>
      v.parse(
        Kitchen,
        await (await call('GET', `kitchens/${kitchen.id}`, undefined, undefined, reading(language))).json(),
      )
    const swahili = await kitchenIn('sw-KE,sw;q=0.9,en;q=0.5')
    expect(swahili).toMatchObject({ ...SWAHILI, language: 'sw' })
    expect(swahili.meals.find((m) => m.id === meal.id)).toMatchObject({
      description: SWAHILI_DESCRIPTION,
      language: 'sw',
    })
    // French: not given, so the kitchen's own English, said to be English.
    const french = await kitchenIn('fr')
    expect(french).toMatchObject({ tagline: OWN.tagline, story: OWN.story, language: 'en' })
    expect(french.meals.find((m) => m.id === meal.id)).toMatchObject({
      description: meal.description,
      language: 'en',
    })

    // Lists, a meal's page and search answer the same way.
    const list = v.parse(
      KitchenPage,
      await (
        await call(
          'GET',
          `kitchens?searchKeyword=${encodeURIComponent(kitchen.name)}`,
          undefined,
          undefined,
          reading('sw'),
        )
      ).json(),
    )
    expect(list.items.find((k) => k.id === kitchen.id)).toMatchObject({
      tagline: SWAHILI.tagline,
      language: 'sw',
    })
    const meals = v.parse(
      MealPage,
      await (await call('GET', `meals?kitchenId=${kitchen.id}`, undefined, undefined, reading('sw'))).json(),
    )
    expect(meals.items.find((m) => m.id === meal.id)).toMatchObject({ description: SWAHILI_DESCRIPTION })
    const detail = v.parse(
      MealDetail,
      await (await call('GET', `meals/${meal.id}`, undefined, undefined, reading('sw'))).json(),
    )
    expect(detail).toMatchObject({ description: SWAHILI_DESCRIPTION, language: 'sw' })
    // Asked again in English after Swahili: the catalogue's kept answers are per language.
    const english = v.parse(
      MealDetail,
      await (await call('GET', `meals/${meal.id}`, undefined, undefined, reading('en'))).json(),
    )
    expect(english).toMatchObject({ description: meal.description, language: 'en' })
  })

  it('change at once for shoppers, and a removed translation falls back to the kitchen’s own', async () => {
    const { kitchen, token } = await ownKitchen()
    await call('PUT', 'kitchen/profile/translations/sw', token, SWAHILI)
    const before = await call('GET', `kitchens/${kitchen.id}`, undefined, undefined, reading('sw'))
    expect(await before.json()).toMatchObject({ tagline: SWAHILI.tagline })
    expect(before.headers.get('vary')).toMatch(/accept-language/i)
    expect((await call('DELETE', 'kitchen/profile/translations/sw', token)).status).toBe(200)
    const after = await call('GET', `kitchens/${kitchen.id}`, undefined, undefined, reading('sw'))
    expect(await after.json()).toMatchObject({ tagline: kitchen.tagline, language: 'en' })
  })

  it('in the language the kitchen writes in: its own words move, and a translation into it is refused', async () => {
    const { kitchen, token } = await ownKitchen()
    await call('PUT', 'kitchen/profile/translations/sw', token, SWAHILI)
    // The cook now writes in Kiswahili: the Swahili translation becomes her own words.
    const switched = await call('PUT', 'kitchen/profile', token, { language: 'sw', ...SWAHILI })
    expect(v.parse(KitchenProfile, await switched.json())).toMatchObject({ language: 'sw', translations: {} })
    const refused = await call('PUT', 'kitchen/profile/translations/sw', token, SWAHILI)
    expect(refused.status).toBe(422)
    expect(await refused.json()).toMatchObject({ codes: { language: ['words.ownLanguage'] } })
    const french = await call('GET', `kitchens/${kitchen.id}`, undefined, undefined, reading('fr'))
    expect(await french.json()).toMatchObject({ tagline: SWAHILI.tagline, language: 'sw' })
  })

  it('refuse bad input with a field error and keep what was stored', async () => {
    const { kitchen, meal, token } = await ownKitchen()
    await call('PUT', 'kitchen/profile/translations/sw', token, SWAHILI)
    const cases: [string, string, unknown, string, string][] = [
      ['PUT', 'kitchen/profile/translations/de', SWAHILI, 'language', 'words.language'],
      ['PUT', 'kitchen/profile/translations/sw', { ...SWAHILI, tagline: 'x' }, 'tagline', 'words.tagline'],
      [
        'PUT',
        'kitchen/profile/translations/sw',
        { ...SWAHILI, story: 'a'.repeat(2001) },
        'story',
        'words.story',
      ],
      ['PUT', 'kitchen/profile', { ...OWN, language: 'xx' }, 'language', 'words.language'],
      [
        'PUT',
        `kitchen/meals/${meal.id}/translations/sw`,
        { description: 'short' },
        'description',
        'menu.description',
      ],
    ]
    for (const [method, path, body, field, code] of cases) {
      const refused = await call(method, path, token, body)
      expect(refused.status, path).toBe(422)
      expect(await refused.json()).toMatchObject({ codes: { [field]: [code] } })
    }
    const profile = v.parse(KitchenProfile, await (await call('GET', 'kitchen/profile', token)).json())
    expect(profile).toMatchObject({ tagline: kitchen.tagline, translations: { sw: SWAHILI } })
  })

  it("another kitchen's meal is 404", async () => {
    const { token } = await ownKitchen()
    const other = await ownKitchen()
    const refused = await call('PUT', `kitchen/meals/${other.meal.id}/translations/sw`, token, {
      description: SWAHILI_DESCRIPTION,
    })
    expect(refused.status).toBe(404)
  })

  it('two translations saved at once both stay', async () => {
    const { token } = await ownKitchen()
    const french = { tagline: 'Githeri et mukimo de Nyeri', story: 'Wanjiku cuisine comme sa grand-mère.' }
    await Promise.all([
      call('PUT', 'kitchen/profile/translations/sw', token, SWAHILI),
      call('PUT', 'kitchen/profile/translations/fr', token, french),
    ])
    const profile = v.parse(KitchenProfile, await (await call('GET', 'kitchen/profile', token)).json())
    expect(profile.translations).toEqual({ sw: SWAHILI, fr: french })
  })
})
