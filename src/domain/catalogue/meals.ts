import { and, arrayOverlaps, asc, count, desc, eq, ne, or, type SQL, sql } from 'drizzle-orm'
import type { Meal, MealDetail, MealPage } from '../../contracts/catalogue.responses'
import type { Db } from '../../db/client'
import { items, providers } from '../../db/schema'
import type { Service } from '../../lib/catalogue-lists'
import { photoSrcset } from '../../lib/meal-photo-urls'
import { isPaused } from '../common/kitchen-pause'
import { offsetOf, type PageRequest, toPage } from '../common/pagination'
import { portionsLeftToday } from '../portions/portions'
import { withDeliveringKitchens } from './delivery-day'
import { type ListFilters, mealFilter, mealOrder } from './filters'
import { optionsOf } from './meal-options'
import { kitchenPreorders } from './meal-preorders'
import { anyContains } from './search'

export const mealColumns = {
  id: items.id,
  slug: items.slug,
  name: items.name,
  description: items.description,
  priceKes: items.priceKes,
  category: items.category,
  dietaryTags: items.dietaryTags,
  allergens: items.allergens,
  dailyPortions: items.dailyPortions,
  /** Portions left today (Nairobi): what can still be ordered for today. */
  portionsLeft: portionsLeftToday,
  image: items.image,
  photoKey: items.photoKey,
  ingredients: items.ingredients,
  /** The cook gave it options (decision record 0041): lists send the shopper to its page to choose. */
  hasOptions: sql<boolean>`exists (select 1 from item_option_groups g where g.item_id = ${items.id})`.mapWith(
    Boolean,
  ),
  kitchenId: providers.id,
  kitchenSlug: providers.slug,
  kitchenName: providers.name,
  kitchenNeighbourhood: providers.neighbourhood,
  // Named apart from the cart's own kitchen columns (src/domain/cart/cart.ts), which it strips.
  kitchenPinLat: providers.lat,
  kitchenPinLng: providers.lng,
  kitchenPausedUntil: providers.pausedUntil,
}

type ColumnData<C> = C extends { _: { data: infer D } } ? D : C extends { _: { type: infer T } } ? T : never
type MealRow = Omit<
  { [K in keyof typeof mealColumns]: ColumnData<(typeof mealColumns)[K]> },
  'photoKey' | 'kitchenPausedUntil'
> & {
  photoKey: string | null
  kitchenPausedUntil: Date | null
}

/** A meal as answered. `now` decides whether its kitchen's pause still holds (the real time by default). */
export const toMeal = (
  {
    kitchenId,
    kitchenSlug,
    kitchenName,
    kitchenNeighbourhood,
    kitchenPinLat,
    kitchenPinLng,
    kitchenPausedUntil,
    photoKey,
    ...meal
  }: MealRow,
  now: Date = new Date(),
): Meal => ({
  ...meal,
  imageSrcset: photoKey ? photoSrcset(photoKey) : null,
  kitchen: {
    id: kitchenId,
    slug: kitchenSlug,
    name: kitchenName,
    neighbourhood: kitchenNeighbourhood,
    lat: kitchenPinLat,
    lng: kitchenPinLng,
    pausedUntil: isPaused(kitchenPausedUntil, now) ? (kitchenPausedUntil?.toISOString() ?? null) : null,
  },
})

export const visibleMeal = and(
  eq(items.service, 'food'),
  eq(items.kind, 'meal'),
  eq(items.available, true),
  eq(providers.active, true),
)

/** The dietary tags as one text, so "vegetarian" or "halal" finds the meals carrying the tag. */
const dietaryTagsText = sql`array_to_string(${items.dietaryTags}, ' ')`

export async function listMeals(
  db: Db,
  options: PageRequest &
    ListFilters & {
      services: readonly Service[]
      now?: Date
      kitchenId?: number | undefined
      searchKeyword?: string | undefined
    },
): Promise<MealPage> {
  if (!options.services.includes('food')) return toPage([], 0, options)
  const now = options.now ?? new Date()
  const filters = await withDeliveringKitchens(db, options, now)
  const where = and(
    visibleMeal,
    mealFilter(filters, now),
    options.kitchenId === undefined ? undefined : eq(items.providerId, options.kitchenId),
    anyContains(options.searchKeyword, [items.name, items.description, providers.name, dietaryTagsText]),
  )
  return mealPage(db, where, mealOrder(options.sort, options.near), options)
}

/** One page of the meals matching `where` in `order`, with the total: the list and search share it. */
export async function mealPage(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  options: PageRequest,
): Promise<MealPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select(mealColumns)
      .from(items)
      .innerJoin(providers, eq(items.providerId, providers.id))
      .where(where)
      .orderBy(...order)
      .limit(options.perPage)
      .offset(offsetOf(options)),
    db
      .select({ n: count() })
      .from(items)
      .innerJoin(providers, eq(items.providerId, providers.id))
      .where(where),
  ])
  return toPage(
    rows.map((row) => toMeal(row)),
    total?.n ?? 0,
    options,
  )
}

/**
 * One meal with its options (decision record 0041) and how it can be ordered now (decision
 * 0043): its kitchen paused, or pre-orders only (its kitchen closed, or the meal sold out today).
 */
export async function getMeal(
  db: Db,
  id: number,
  options: { services: readonly Service[]; now?: Date },
): Promise<MealDetail | null> {
  if (!options.services.includes('food')) return null
  const [row] = await db
    .select({
      ...mealColumns,
      openingHours: providers.openingHours,
      pausedUntil: providers.pausedUntil,
      prepMinutes: providers.prepMinutes,
      preorderCutoff: providers.preorderCutoff,
    })
    .from(items)
    .innerJoin(providers, eq(items.providerId, providers.id))
    .where(and(visibleMeal, eq(items.id, id)))
  if (!row) return null
  const { openingHours, pausedUntil, prepMinutes, preorderCutoff, ...meal } = row
  const now = options.now ?? new Date()
  const groups = row.hasOptions ? ((await optionsOf(db, [id])).get(id) ?? []) : []
  const kitchen = { openingHours, pausedUntil, prepMinutes, preorderCutoff }
  const preorders = await kitchenPreorders(db, kitchen, [meal], now)
  return {
    ...toMeal(meal),
    options: groups,
    ordering: {
      pausedUntil: isPaused(pausedUntil, now) ? (pausedUntil?.toISOString() ?? null) : null,
      preorderFrom: preorders.meals.get(id) ?? null,
    },
  }
}

/** How many other meals a meal's page suggests. */
const RELATED_MEALS = 4

/**
 * Meals to try after this one (SPEC §1): the same kitchen's first, then meals of
 * kitchens that cook one of its kitchen's cuisines, best rated first. Null for no such meal.
 */
export async function relatedMeals(
  db: Db,
  id: number,
  options: { services: readonly Service[] },
): Promise<Meal[] | null> {
  if (!options.services.includes('food')) return null
  const [meal] = await db
    .select({ kitchenId: items.providerId, cuisines: providers.cuisines })
    .from(items)
    .innerJoin(providers, eq(providers.id, items.providerId))
    .where(and(visibleMeal, eq(items.id, id)))
  if (!meal) return null
  const sameCuisine = meal.cuisines.length > 0 ? arrayOverlaps(providers.cuisines, meal.cuisines) : sql`false`
  const where = and(visibleMeal, ne(items.id, id), or(eq(items.providerId, meal.kitchenId), sameCuisine))
  const order = [sql`(${items.providerId} = ${meal.kitchenId}) desc`, desc(providers.rating), asc(items.id)]
  return (await mealPage(db, where, order, { page: 1, perPage: RELATED_MEALS })).items
}
