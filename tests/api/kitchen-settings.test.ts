import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { Kitchen } from '../../src/contracts/catalogue.responses'
import { KitchenSettings } from '../../src/contracts/kitchen-settings.responses'
import { signedInUser } from '../fixtures/accounts'
import { createKitchen } from '../fixtures/catalogue'
import { kitchenAccount } from '../fixtures/kitchen'
import { shopHarness } from '../fixtures/shop-harness'

/**
 * A kitchen's delivery and order settings (decision 0037: "configured per kitchen with a
 * default"), as a kitchen's client and a shopper's see them. PGlite and Postgres (DATABASE_URL),
 * in-process and over HTTP (API_TRANSPORT=http).
 */
const h = shopHarness()
const { call } = h

const SETTINGS = {
  deliveryBaseKes: 80,
  deliveryPerKmKes: 25,
  deliveryRadiusKm: 6.5,
  minOrderKes: 400,
  prepMinutes: 90,
}

/** A kitchen in Westlands, its account's token. */
async function ownKitchen() {
  const kitchen = await createKitchen(h.api.db, { lat: -1.2676, lng: 36.8108, meals: [] })
  const { token } = await kitchenAccount(h.api, kitchen.id)
  return { kitchen, token }
}

const save = (token: string, body: unknown) => call('PUT', 'kitchen/settings', token, body)

/** The answer times a kitchen has until it sets its own (decision 0110): left out of a save, kept. */
const ANSWER_TIMES = { answerWithinMinutes: 15, alertAfterMinutes: 3 }
/** Left out of a save, kept as it was: every factory kitchen delivers (pick-up: tests/api/pickup-orders.test.ts). */
const KEPT = { ...ANSWER_TIMES, fulfilment: 'delivery' }

describe("a kitchen's delivery settings", () => {
  it('are for kitchen accounts: 401 signed out, 403 for a shopper', async () => {
    const shopper = await signedInUser(h.api)
    expect((await call('GET', 'kitchen/settings')).status).toBe(401)
    const refused = await save(shopper.accessToken, SETTINGS)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ code: 'kitchen.only' })
  })

  it("start from the defaults and, once saved, price a shopper's delivery by them at once", async () => {
    const { kitchen, token } = await ownKitchen()
    const before = v.parse(KitchenSettings, await (await call('GET', 'kitchen/settings', token)).json())
    expect(before).toMatchObject({ deliveryPerKmKes: 10, deliveryRadiusKm: 15 })

    // 3.3 km away (Parklands to Kileleshwa, roughly): a quote before and after the change.
    const place = { 'X-STORE-LOCATION': '-1.2810,36.7830' }
    const quoteOf = async () =>
      v.parse(
        Kitchen,
        await (await call('GET', `kitchens/${kitchen.id}`, undefined, undefined, place)).json(),
      ).delivery
    const old = await quoteOf()
    expect(old?.quote?.deliverable).toBe(true)

    const saved = await save(token, SETTINGS)
    expect(saved.status, await saved.clone().text()).toBe(200)
    expect(await saved.json()).toEqual({ ...SETTINGS, preorderCutoff: null, ...KEPT })
    expect(await (await call('GET', 'kitchen/settings', token)).json()).toEqual({
      ...SETTINGS,
      preorderCutoff: null,
      ...KEPT,
    })

    const now = await quoteOf()
    expect(now).toMatchObject({ baseKes: 80, perKmKes: 25, radiusKm: 6.5 })
    const km = now?.quote?.distanceKm ?? 0
    expect(km).toBeGreaterThan(3)
    expect(now?.quote?.feeKes).toBeCloseTo(80 + 25 * km, -1)
    // The ETA is the preparation time plus the same ride.
    expect((now?.quote?.etaMinutes ?? 0) - (old?.quote?.etaMinutes ?? 0)).toBe(90 - before.prepMinutes)

    // Beyond the new radius, the kitchen no longer delivers.
    const far = await call('GET', `kitchens/${kitchen.id}`, undefined, undefined, {
      'X-STORE-LOCATION': '-1.3190,36.7080',
    })
    expect(v.parse(Kitchen, await far.json()).delivery?.quote?.deliverable).toBe(false)
  })

  it('refuse what is out of range, each field with its own message, and keep what was stored', async () => {
    const { token } = await ownKitchen()
    expect((await save(token, SETTINGS)).status).toBe(200)
    const bad = await save(token, {
      deliveryBaseKes: -1,
      deliveryPerKmKes: 12.5,
      deliveryRadiusKm: 6.3,
      minOrderKes: 20_000,
      prepMinutes: 2,
    })
    expect(bad.status).toBe(422)
    const body = (await bad.json()) as { errors: Record<string, string[]>; codes?: Record<string, string[]> }
    expect(Object.keys(body.errors).sort()).toEqual([
      'deliveryBaseKes',
      'deliveryPerKmKes',
      'deliveryRadiusKm',
      'minOrderKes',
      'prepMinutes',
    ])
    expect(body.codes?.deliveryRadiusKm).toEqual(['settings.deliveryRadius'])
    // A body missing a field is a 422 too; no body at all a 400 (record 0010); never a 500.
    expect((await save(token, { deliveryBaseKes: 50 })).status).toBe(422)
    expect((await call('PUT', 'kitchen/settings', token)).status).toBe(400)
    expect(await (await call('GET', 'kitchen/settings', token)).json()).toEqual({
      ...SETTINGS,
      preorderCutoff: null,
      ...KEPT,
    })
  })

  it('saved twelve times at once leave one whole set, never a mix of two', async () => {
    const { token } = await ownKitchen()
    const sets = Array.from({ length: 12 }, (_, i) => ({
      deliveryBaseKes: 10 * i,
      deliveryPerKmKes: i,
      deliveryRadiusKm: 1 + i,
      minOrderKes: 100 * i,
      prepMinutes: 10 + i,
    }))
    const answers = await Promise.all(sets.map((set) => save(token, set)))
    expect(answers.map((a) => a.status)).toEqual(sets.map(() => 200))
    const stored = (await (await call('GET', 'kitchen/settings', token)).json()) as typeof SETTINGS
    const i = stored.deliveryPerKmKes
    expect(stored).toEqual({ ...sets[i], preorderCutoff: null, ...KEPT })
  })
})

describe("a kitchen's pre-order cut-off in its settings (record 0040)", () => {
  const settingsOf = async (token: string) => {
    const answer = await call('GET', 'kitchen/settings', token)
    expect(answer.status).toBe(200)
    return v.parse(KitchenSettings, await answer.json())
  }
  const slotsOf = async (kitchenId: number) =>
    (await (await call('GET', `kitchens/${kitchenId}/slots`)).json()) as {
      preorderCutoff: string | null
    }

  it('is read, set, kept when left out, and cleared by null or an empty time', async () => {
    const { kitchen, token } = await ownKitchen()
    expect((await settingsOf(token)).preorderCutoff).toBeNull()

    const set = await save(token, { ...SETTINGS, preorderCutoff: '10:30' })
    expect(set.status, await set.clone().text()).toBe(200)
    expect(await set.json()).toEqual({ ...SETTINGS, preorderCutoff: '10:30', ...KEPT })
    expect((await settingsOf(token)).preorderCutoff).toBe('10:30')
    // Shoppers' slots follow it: the same cut-off the checkout applies.
    expect((await slotsOf(kitchen.id)).preorderCutoff).toBe('10:30')
    // The older endpoint sets the same one.
    const older = await call('PUT', 'kitchen/preorder-cutoff', token, { cutoff: '09:15' })
    expect(await older.json()).toEqual({ cutoff: '09:15' })
    expect((await settingsOf(token)).preorderCutoff).toBe('09:15')

    // A client that does not send it (one from before) changes the rest and keeps the cut-off.
    expect((await save(token, { ...SETTINGS, prepMinutes: 45 })).status).toBe(200)
    expect(await settingsOf(token)).toEqual({
      ...SETTINGS,
      prepMinutes: 45,
      preorderCutoff: '09:15',
      ...KEPT,
    })

    expect(await (await save(token, { ...SETTINGS, preorderCutoff: null })).json()).toMatchObject({
      preorderCutoff: null,
    })
    expect((await settingsOf(token)).preorderCutoff).toBeNull()
    expect((await slotsOf(kitchen.id)).preorderCutoff).toBeNull()

    expect((await save(token, { ...SETTINGS, preorderCutoff: '18:00' })).status).toBe(200)
    expect(await (await save(token, { ...SETTINGS, preorderCutoff: '' })).json()).toMatchObject({
      preorderCutoff: null,
    })
    expect((await settingsOf(token)).preorderCutoff).toBeNull()
  })

  it('refuses a malformed time with 422 on preorderCutoff, and keeps what was stored', async () => {
    const { token } = await ownKitchen()
    expect((await save(token, { ...SETTINGS, preorderCutoff: '11:00' })).status).toBe(200)
    for (const wrong of ['25:00', '10:60', '9:00', '10h00', 'noon', 1000]) {
      const bad = await save(token, { ...SETTINGS, preorderCutoff: wrong })
      expect(bad.status, String(wrong)).toBe(422)
      const body = (await bad.json()) as {
        errors: Record<string, string[]>
        codes?: Record<string, string[]>
      }
      expect(Object.keys(body.errors)).toEqual(['preorderCutoff'])
      expect(body.codes?.preorderCutoff).toEqual(['settings.preorderCutoff'])
      expect(body.errors.preorderCutoff?.[0]).toMatch(/cut-off/)
    }
    expect((await settingsOf(token)).preorderCutoff).toBe('11:00')
  })

  it("is each kitchen's own: another kitchen's account changes only its own", async () => {
    const mine = await ownKitchen()
    const theirs = await ownKitchen()
    expect((await save(mine.token, { ...SETTINGS, preorderCutoff: '10:00' })).status).toBe(200)
    expect((await save(theirs.token, { ...SETTINGS, preorderCutoff: '14:00' })).status).toBe(200)
    expect((await call('PUT', 'kitchen/preorder-cutoff', theirs.token, { cutoff: null })).status).toBe(200)
    expect((await settingsOf(mine.token)).preorderCutoff).toBe('10:00')
    expect((await slotsOf(mine.kitchen.id)).preorderCutoff).toBe('10:00')
    expect((await settingsOf(theirs.token)).preorderCutoff).toBeNull()
    // A shopper cannot set one at all.
    const shopper = await signedInUser(h.api)
    const refused = await save(shopper.accessToken, { ...SETTINGS, preorderCutoff: '00:00' })
    expect(refused.status).toBe(403)
  })
})
