import { count, sql } from 'drizzle-orm'
import { hashPassword } from '../../domain/accounts/passwords'
import type { Service } from '../../lib/catalogue-lists'
import { addMonths, nairobiDate } from '../../lib/nairobi-date'
import { SERVICE_DEFINITIONS } from '../../lib/service-definitions'
import { slugify } from '../../lib/slug'
import type { Db } from '../client'
import {
  coupons,
  itemOptionChoices,
  itemOptionGroups,
  items,
  kitchenDocuments,
  kitchenMembers,
  offers,
  providers,
  recipeIngredients,
  users,
} from '../schema'
import { coupons as seedCoupons } from './data/coupons'
import { kitchenAccounts, kitchenPhone, SEED_KITCHEN_PASSWORD } from './data/kitchen-accounts'
import { kitchens } from './data/kitchens'
import { mealOptions } from './data/meal-options'
import { offers as foodOffers } from './data/offers'
import {
  otherOffers,
  otherProviders,
  recipeIngredients as seedRecipeIngredients,
} from './data/other-services'

const DAY_MS = 24 * 60 * 60 * 1000
const seedOffers = [...foodOffers, ...otherOffers]
/** Any constant works: it only keeps two instances from seeding the same database at once. */
const SEED_LOCK_KEY = 4_242_001

export const dishArtPath = (art: string) => `/art/dishes/${art}.svg`
export const coverArtPath = (cover: number) => `/art/kitchens/cover-${cover}.svg`

/**
 * A verified seed kitchen's checks, dated from the seeding day like the offers: its medical
 * certificate runs six months and its county licence a year (no document files behind them).
 */
export const seededChecks = (providerId: number, now: Date) => {
  const today = nairobiDate(now)
  return [
    { providerId, kind: 'medical-certificate' as const, expiresOn: addMonths(today, 6), checkedAt: now },
    { providerId, kind: 'food-licence' as const, expiresOn: addMonths(today, 12), checkedAt: now },
  ]
}

/** What a seeding created: said aloud by `npm run db:seed -- --demo` and the development start. */
export type SeedSummary = {
  kitchens: number
  meals: number
  offers: number
  /** The kitchen board's sign-ins, all with `password`. */
  accounts: string[]
  password: string
  coupons: string[]
}

/**
 * Fills an empty database with the demo storefront: Nairobi kitchens, their meals, offers,
 * coupons and kitchen accounts sharing one published password. Never run by a production start
 * (src/db/database.server.ts, decision record 0002). The rows are always the same for the same
 * data files; a database that has any provider is left alone, so nothing already stored is ever
 * overwritten. Returns what it created, or null when it left the database alone.
 */
export async function seedDatabase(db: Db, now = new Date()): Promise<SeedSummary | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    const [existing] = await tx.select({ n: count() }).from(providers)
    if ((existing?.n ?? 0) > 0) return null

    const itemIds = new Map<string, number>()
    const providerIds = new Map<string, number>()
    let meals = 0
    const serviceOf = new Map<string, Service>()
    for (const [index, kitchen] of [...kitchens, ...otherProviders].entries()) {
      const service = kitchen.service ?? 'food'
      serviceOf.set(kitchen.slug, service)
      const [provider] = await tx
        .insert(providers)
        .values({
          service,
          kind: kitchen.kind,
          slug: kitchen.slug,
          name: kitchen.name,
          ownerName: kitchen.cookName,
          tagline: kitchen.tagline,
          story: kitchen.story,
          contentLanguage: kitchen.contentLanguage ?? 'en',
          translations: kitchen.translations ?? {},
          neighbourhood: kitchen.neighbourhood,
          landmark: kitchen.landmark,
          phone: kitchenPhone(index),
          lat: kitchen.lat,
          lng: kitchen.lng,
          cuisines: kitchen.cuisines,
          openingHours: kitchen.openingHours,
          rating: kitchen.rating,
          ratingCount: kitchen.ratingCount,
          deliveryFeeKes: kitchen.deliveryFeeKes,
          ...(kitchen.deliveryRadiusKm === undefined ? {} : { deliveryRadiusKm: kitchen.deliveryRadiusKm }),
          minOrderKes: kitchen.minOrderKes,
          prepMinutes: kitchen.prepMinutes,
          coverImage: coverArtPath(kitchen.cover),
        })
        .returning({ id: providers.id })
      if (!provider) throw new Error(`Seeding kitchen ${kitchen.slug} returned no row`)
      providerIds.set(kitchen.slug, provider.id)
      if (kitchen.verified) await tx.insert(kitchenDocuments).values(seededChecks(provider.id, now))

      const inserted = await tx
        .insert(items)
        .values(
          kitchen.meals.map((meal) => ({
            providerId: provider.id,
            service,
            kind: SERVICE_DEFINITIONS[service].itemKind,
            slug: slugify(meal.name),
            name: meal.name,
            description: meal.description,
            translations: meal.translations ?? {},
            priceKes: meal.priceKes,
            category: meal.category,
            dietaryTags: meal.dietaryTags,
            allergens: meal.allergens,
            dailyPortions: meal.dailyPortions,
            unit: meal.unit ?? 'portion',
            durationMinutes: meal.durationMinutes ?? null,
            image: dishArtPath(meal.art),
          })),
        )
        .returning({ id: items.id, name: items.name })
      if (service === 'food') meals += inserted.length
      for (const row of inserted) itemIds.set(`${kitchen.slug}/${row.name}`, row.id)
    }

    for (const meal of mealOptions) {
      const itemId = itemIds.get(`${meal.kitchenSlug}/${meal.mealName}`)
      if (itemId === undefined) throw new Error(`Options name unknown meal ${meal.mealName}`)
      for (const [position, group] of meal.groups.entries()) {
        const { choices, ...fields } = group
        const [row] = await tx
          .insert(itemOptionGroups)
          .values({ itemId, position, ...fields })
          .returning({ id: itemOptionGroups.id })
        if (!row) throw new Error(`Seeding options of ${meal.mealName} returned no row`)
        await tx.insert(itemOptionChoices).values(
          choices.map(([name, priceDeltaKes], at) => ({
            groupId: row.id,
            itemId,
            name,
            priceDeltaKes,
            position: at,
          })),
        )
      }
    }

    if (seedRecipeIngredients.length > 0) {
      const idOf = (key: string) => {
        const id = itemIds.get(key)
        if (id === undefined) throw new Error(`A recipe names unknown item ${key}`)
        return id
      }
      await tx.insert(recipeIngredients).values(
        seedRecipeIngredients.map(({ recipe, product, quantity, amount }) => ({
          recipeId: idOf(recipe),
          productId: idOf(product),
          quantity,
          amount,
        })),
      )
    }

    if (seedOffers.length > 0) {
      await tx.insert(offers).values(
        seedOffers.map((offer) => {
          const providerId = providerIds.get(offer.kitchenSlug)
          if (providerId === undefined) throw new Error(`Offer names unknown kitchen ${offer.kitchenSlug}`)
          const itemId =
            offer.mealName === null ? null : itemIds.get(`${offer.kitchenSlug}/${offer.mealName}`)
          if (itemId === undefined) throw new Error(`Offer names unknown meal ${offer.mealName}`)
          return {
            providerId,
            itemId,
            service: serviceOf.get(offer.kitchenSlug) ?? 'food',
            title: offer.title,
            description: offer.description,
            percentOff: offer.percentOff,
            startsAt: new Date(now.getTime() - DAY_MS),
            endsAt: new Date(now.getTime() + 60 * DAY_MS),
          }
        }),
      )
    }

    const passwordHash = await hashPassword(SEED_KITCHEN_PASSWORD)
    const accounts: string[] = []
    for (const account of kitchenAccounts) {
      const kitchenId = providerIds.get(account.kitchenSlug)
      if (kitchenId === undefined)
        throw new Error(`Kitchen account names unknown kitchen ${account.kitchenSlug}`)
      const [user] = await tx
        .insert(users)
        .values({
          identifier: account.email,
          email: account.email,
          identifierVerifiedAt: now,
          passwordHash,
          name: account.name,
          surname: account.surname,
          roles: ['customer', 'kitchen'],
        })
        .onConflictDoNothing()
        .returning({ id: users.id })
      if (!user) continue
      await tx.insert(kitchenMembers).values({ userId: user.id, kitchenId })
      accounts.push(account.email)
    }

    const kitchenIdOf = (slug: string) => {
      const id = providerIds.get(slug)
      if (id === undefined) throw new Error(`A coupon names unknown kitchen ${slug}`)
      return id
    }
    if (seedCoupons.length > 0) {
      await tx.insert(coupons).values(
        seedCoupons.map((coupon) => ({
          firstOrderOnly: coupon.firstOrderOnly ?? false,
          kitchenId: coupon.kitchenSlug === undefined ? null : kitchenIdOf(coupon.kitchenSlug),
          code: coupon.code,
          description: coupon.description,
          percentOff: coupon.percentOff,
          amountOffKes: coupon.amountOffKes,
          minOrderKes: coupon.minOrderKes,
          maxUses: coupon.maxUses,
          expiresAt: new Date(now.getTime() + coupon.validDays * DAY_MS),
        })),
      )
    }
    return {
      kitchens: kitchens.length,
      meals,
      offers: foodOffers.length,
      accounts,
      password: SEED_KITCHEN_PASSWORD,
      coupons: seedCoupons.map((coupon) => coupon.code),
    }
  })
}

/** The lines that say what a seeding created, the shared kitchen password among them. */
export const describeSeed = (summary: SeedSummary) => [
  `Seeded the demo storefront: ${summary.kitchens} kitchens, ${summary.meals} meals, ${summary.offers} offers.`,
  `Coupons anyone can use: ${summary.coupons.join(', ')}.`,
  `Kitchen board sign-ins (password "${summary.password}", published in the README): ${summary.accounts.join(', ')}.`,
]
