import { and, arrayContains, arrayOverlaps, asc, desc, gt, gte, lte, not, type SQL, sql } from 'drizzle-orm'
import { items, providers } from '../../db/schema'
import type { CatalogueFilters } from '../../lib/catalogue-filters'
import { weekdayOf } from '../../lib/hour-windows'
import { addDays, nairobiDate } from '../../lib/nairobi-date'
import { nairobiClock } from '../../lib/opening-hours'
import { verifiedAtSql } from '../common/kitchen-verification'
import { EARTH_RADIUS_KM, type Point } from '../delivery/distance-fee'
import { portionsLeftOnDay } from '../portions/portions'
import { scheduleOneOf } from './delivery-day'
import { pinDistance } from './nearest'

/**
 * The SQL of the lists' filters and sorts (SPEC §1). Kitchens and meals share them: a kitchen
 * passes a meal filter (dietary, allergens, price) when one of its available meals does.
 */

/**
 * Open now in Nairobi, the SQL twin of isOpenAt: one of today's windows holds the time (unless
 * today is one of its closed days), or the night before's last window runs past midnight into it
 * (unless that day was closed). A day's hours are open and close times in pairs (decision record
 * 0112); times are 'HH:MM' text, which compares in clock order.
 */
function openNowSql(now: Date): SQL {
  const { day, time } = nairobiClock(now)
  const today = nairobiDate(now)
  const dayBefore = addDays(today, -1)
  const yesterday = weekdayOf(dayBefore)
  const hours = providers.openingHours
  const windows = (weekday: string, holds: (open: SQL, close: SQL) => SQL) => {
    const times = sql`(${hours} -> ${weekday})`
    const open = sql`(${times} ->> (2 * k))`
    const close = sql`(${times} ->> (2 * k + 1))`
    return sql`exists (select 1 from generate_series(0, coalesce(jsonb_array_length(${times}), 0) / 2 - 1) as k
      where ${holds(open, close)})`
  }
  const closedOn = (date: string) => sql`${providers.closedDays} @> ${JSON.stringify([date])}::jsonb`
  return sql`(${providers.pausedUntil} is null or ${providers.pausedUntil} <= ${now.toISOString()}::timestamptz) and (
    (not ${closedOn(today)} and ${windows(day, (open, close) => sql`(${close} > ${open} and ${time} >= ${open} and ${time} < ${close}) or (${close} <= ${open} and ${time} >= ${open})`)})
    or (not ${closedOn(dayBefore)} and ${windows(yesterday, (open, close) => sql`${close} < ${open} and ${time} < ${close}`)})
  )`
}

/** The conditions on one meal (its own dietary tags, allergens and price). */
function mealConditions(filters: ListFilters): SQL[] {
  const conditions: (SQL | undefined)[] = [
    filters.dietary?.length ? arrayContains(items.dietaryTags, filters.dietary) : undefined,
    filters.avoid?.length ? not(arrayOverlaps(items.allergens, filters.avoid)) : undefined,
    filters.minPrice === undefined ? undefined : gte(items.priceKes, filters.minPrice),
    filters.maxPrice === undefined ? undefined : lte(items.priceKes, filters.maxPrice),
    // A pre-order counts on its delivery day (record 0040): portions left that day.
    filters.deliveryDay ? gt(portionsLeftOnDay(filters.deliveryDay), 0) : undefined,
  ]
  return conditions.filter((c): c is SQL => c !== undefined)
}

/** The kitchen's pin inside a map's bounds ('search this area'). */
function insideBox(bbox: string): SQL {
  const [south, west, north, east] = bbox.split(',').map(Number)
  return sql`${providers.lat} between symmetric ${south} and ${north} and ${providers.lng} between symmetric ${west} and ${east}`
}

/**
 * The kitchen delivers to the place: its delivery radius covers the great-circle distance, the
 * SQL twin of quoteDelivery's haversine (the radius itself is still delivered to).
 */
function deliversToSql(place: Point): SQL {
  return sql`${distanceKmSql(place)} <= ${providers.deliveryRadiusKm}`
}

/** The kitchen's great-circle distance to the place in km: quoteDelivery's haversine, in SQL. */
export function distanceKmSql(place: Point): SQL {
  const rad = (degrees: SQL | number) => sql`radians(${degrees})`
  const h = sql`power(sin((${rad(sql`${providers.lat}`)} - ${rad(place.lat)}) / 2), 2)
    + cos(${rad(place.lat)}) * cos(${rad(sql`${providers.lat}`)}) * power(sin((${rad(sql`${providers.lng}`)} - ${rad(place.lng)}) / 2), 2)`
  return sql`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(${h}))))`
}

/** Nearest first: distance is the sort and the list has a place to measure from (`near`). */
export const byDistance = (sort: CatalogueFilters['sort'], near: Point | undefined): near is Point =>
  near !== undefined && sort === 'distance'

/**
 * The list's filters, the shopper's place when "delivers to my address" is asked for, and the
 * kitchens that deliver on the delivery day when one is asked for (withDeliveringKitchens).
 */
export type ListFilters = CatalogueFilters & {
  deliversTo?: Point | undefined
  /** The shopper's place the list is sorted nearest first from (see byDistance). */
  near?: Point | undefined
  /** The keys of the schedules that deliver on the delivery day (withDeliveringKitchens). */
  deliveringSchedules?: readonly string[] | undefined
}

/** The conditions on a kitchen (cuisine, rating, verified, open now, area, delivers to the place). */
function kitchenConditions(filters: ListFilters, now: Date): SQL[] {
  const conditions: (SQL | undefined)[] = [
    filters.cuisine ? arrayContains(providers.cuisines, [filters.cuisine]) : undefined,
    filters.minRating === undefined ? undefined : gte(providers.rating, filters.minRating),
    filters.verified ? verifiedAtSql(now) : undefined,
    filters.openNow ? openNowSql(now) : undefined,
    filters.bbox ? insideBox(filters.bbox) : undefined,
    filters.deliversTo ? deliversToSql(filters.deliversTo) : undefined,
    filters.deliveringSchedules ? scheduleOneOf(filters.deliveringSchedules) : undefined,
  ]
  return conditions.filter((c): c is SQL => c !== undefined)
}

/** The where of the meals list (joined with their kitchens). */
export function mealFilter(filters: ListFilters, now: Date): SQL | undefined {
  return and(...kitchenConditions(filters, now), ...mealConditions(filters))
}

/** The where of the kitchens list. */
export function kitchenFilter(filters: ListFilters, now: Date): SQL | undefined {
  const onMeals = mealConditions(filters)
  const hasSuchMeal =
    onMeals.length === 0
      ? undefined
      : sql`exists (select 1 from ${items} where ${items.providerId} = ${providers.id} and ${items.available} and ${and(...onMeals)})`
  return and(...kitchenConditions(filters, now), hasSuchMeal)
}

/** The order of the kitchens list; best rated first when no sort is asked for. */
export function kitchenOrder(sort: CatalogueFilters['sort'], near?: Point): SQL[] {
  if (byDistance(sort, near)) return [asc(distanceKmSql(near)), desc(providers.rating), asc(providers.id)]
  switch (sort) {
    // Every order but nearest first walks an index from its start and stops at the page: the
    // counts behind "most ordered" are kept in the row by the popularity sweep (decision 0117).
    case 'popularity':
      return [desc(providers.recentOrders), desc(providers.rating), asc(providers.id)]
    case 'deliveryFee':
      return [asc(providers.deliveryFeeKes), desc(providers.rating), asc(providers.id)]
    case 'price':
      // Kept in the row by triggers on items (migration 0031), read through its index.
      return [sql`${providers.cheapestPriceKes} asc nulls last`, desc(providers.rating), asc(providers.id)]
    case 'newest':
      return [desc(providers.createdAt), desc(providers.id)]
    default:
      return [desc(providers.rating), asc(providers.id)]
  }
}

/**
 * The order of the meals list (nearest: by their kitchen's distance); by id when no sort is asked
 * for. An order by the kitchen walks the kitchens' index for it and each kitchen's meals by its
 * own, so a kitchen's meals come together, by id (decision 0117); the others walk the meals'.
 */
export function mealOrder(sort: CatalogueFilters['sort'], near?: Point): SQL[] {
  if (byDistance(sort, near)) return [asc(pinDistance(near)), asc(providers.id), asc(items.id)]
  switch (sort) {
    case 'rating':
      return [desc(providers.rating), asc(providers.id), asc(items.id)]
    case 'popularity':
      return [desc(items.recentPortions), asc(items.id)]
    case 'deliveryFee':
      return [asc(providers.deliveryFeeKes), desc(providers.rating), asc(providers.id), asc(items.id)]
    case 'price':
      return [asc(items.priceKes), asc(items.id)]
    case 'newest':
      return [desc(items.createdAt), desc(items.id)]
    default:
      return [asc(items.id)]
  }
}
