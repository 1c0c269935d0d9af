import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { DOCUMENT_REMINDER_DAYS } from '../../config/constants'
import type { Kitchen, KitchenPage, KitchenSummary } from '../../contracts/catalogue.responses'
import type { Db } from '../../db/client'
import { items, providers } from '../../db/schema'
import type { Service } from '../../lib/catalogue-lists'
import { type ContentLanguage, inLanguage } from '../../lib/content-languages'
import { addDays, nairobiDate } from '../../lib/nairobi-date'
import { isOpenAt, nextOpening } from '../../lib/opening-hours'
import { isPaused } from '../common/kitchen-pause'
import { busyMinutesAt, shownPrepMinutes, upcomingClosedDays } from '../common/kitchen-schedule'
import { isVerified, kitchenChecks } from '../common/kitchen-verification'
import { offsetOf, type PageRequest, toPage } from '../common/pagination'
import { type Point, quoteDelivery, tenths } from '../delivery/distance-fee'
import { withDeliveringKitchens } from './delivery-day'
import { byDistance, distanceKmSql, kitchenFilter, kitchenOrder, type ListFilters } from './filters'
import { countAhead, pastDepth, toCountedPage } from './list-depth'
import { kitchenPreorders } from './meal-preorders'
import { mealColumns, toMeal } from './meals'
import { nearestKitchens } from './nearest'
import { anyContains } from './search'

/** Where the shopper wants a delivery: a shared location (`pinned`) or an address's pin or area. */
export type DeliveryPlace = { point: Point; pinned: boolean }

export const summaryColumns = {
  id: providers.id,
  service: providers.service,
  slug: providers.slug,
  name: providers.name,
  kind: providers.kind,
  tagline: providers.tagline,
  neighbourhood: providers.neighbourhood,
  lat: providers.lat,
  lng: providers.lng,
  cuisines: providers.cuisines,
  rating: providers.rating,
  ratingCount: providers.ratingCount,
  deliveryFeeKes: providers.deliveryFeeKes,
  // Delivers, hands orders over at its door, or both (decision record 0116).
  fulfilment: providers.fulfilment,
  minOrderKes: providers.minOrderKes,
  // A busy kitchen's added minutes count (decision record 0112).
  prepMinutes: shownPrepMinutes,
  /** The earliest expiry of its checked documents when all were checked (see isVerified). */
  // Text, as the date it is: raw SQL gets no column parsing.
  verifiedUntil: sql<string | null>`${providers.verifiedUntil}::text`,
  coverImage: providers.coverImage,
  openingHours: providers.openingHours,
  closedDays: providers.closedDays,
  pausedUntil: providers.pausedUntil,
  contentLanguage: providers.contentLanguage,
  translations: providers.translations,
}

type SummaryRow = Omit<SummaryColumnsData, 'pausedUntil'> & { pausedUntil: Date | null }
type SummaryColumnsData = {
  [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K] extends SQL<infer T>
    ? T
    : (typeof summaryColumns)[K] extends { _: { data: infer D } }
      ? D
      : never
}

/** A kitchen as lists show it, its tagline in `language` when the kitchen gave it (decision 0104). */
export const toSummary = (
  { openingHours, closedDays, verifiedUntil, pausedUntil, contentLanguage, translations, ...row }: SummaryRow,
  now: Date,
  language?: ContentLanguage,
): KitchenSummary => ({
  ...row,
  ...inLanguage({ tagline: row.tagline }, contentLanguage, translations, language),
  openNow: isOpenAt(openingHours, now, closedDays) && !isPaused(pausedUntil, now),
  pausedUntil: isPaused(pausedUntil, now) ? (pausedUntil?.toISOString() ?? null) : null,
  verified: isVerified(verifiedUntil, now),
})

/**
 * Kitchens of a switched-on service, filtered and sorted as asked (best rated first). A list
 * answered for the shopper's place (nearest first, or "delivers to my address") gives each
 * kitchen's `distanceKm` to it (decision 0090); a list the same for everyone gives none.
 */
export async function listKitchens(
  db: Db,
  options: PageRequest &
    ListFilters & {
      services: readonly Service[]
      service?: Service
      now?: Date
      searchKeyword?: string | undefined
      language?: ContentLanguage | undefined
    },
): Promise<KitchenPage> {
  const service = options.service ?? 'food'
  if (!options.services.includes(service)) return toPage([], 0, options)
  const now = options.now ?? new Date()
  const filters = await withDeliveringKitchens(db, options, now)
  const where = and(
    kitchenFilter(filters, now),
    eq(providers.service, service),
    eq(providers.active, true),
    anyContains(options.searchKeyword, [
      providers.name,
      providers.tagline,
      sql`${providers.neighbourhood}::text`,
      sql`array_to_string(${providers.cuisines}, ' ')`,
    ]),
  )
  const place = options.near ?? options.deliversTo
  const order = kitchenOrder(options.sort, options.near)
  const byPin = byDistance(options.sort, options.near) ? options.near : undefined
  const page = byPin
    ? and(where, nearestKitchens(db, where, byPin, options))
    : // The page's ids first, then their rows: the walk of the list's order reads the index alone
      // where it can (providers_rating_pin_idx carries the pin and `active`: the map's box is
      // decided without reading a kitchen's row, migration 0037), and only the page's rows are read.
      inArray(
        providers.id,
        db
          .select({ id: providers.id })
          .from(providers)
          .where(where)
          .orderBy(...order)
          .limit(options.perPage)
          .offset(offsetOf(options)),
      )
  const [rows, counted] = await Promise.all([
    pastDepth(options)
      ? []
      : db
          .select({
            ...summaryColumns,
            distanceKm: place ? sql<number>`${distanceKmSql(place)}`.mapWith(Number) : sql<null>`null`,
          })
          .from(providers)
          .where(page)
          .orderBy(...order)
          .limit(options.perPage)
          // The nearest-first walk holds the pages before this one too; the ids are this page's alone.
          .offset(byPin ? offsetOf(options) : 0),
    countAhead(db, 'kitchens', where, options),
  ])
  return toCountedPage(
    rows.map(({ distanceKm, ...row }) => ({
      ...toSummary(row, now, options.language),
      ...(distanceKm === null ? {} : { distanceKm: tenths(distanceKm) }),
    })),
    counted,
    options,
  )
}

/** One provider (a kitchen, a store, a chef…) with its available items, or null when no active provider of a switched-on service has this id. */
export async function getKitchen(
  db: Db,
  id: number,
  options: {
    services: readonly Service[]
    now?: Date
    deliverTo?: DeliveryPlace | undefined
    language?: ContentLanguage | undefined
  },
): Promise<Kitchen | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      ownerName: providers.ownerName,
      story: providers.story,
      landmark: providers.landmark,
      deliveryPerKmKes: providers.deliveryPerKmKes,
      deliveryRadiusKm: providers.deliveryRadiusKm,
      preorderCutoff: providers.preorderCutoff,
      busyMinutes: providers.busyMinutes,
      busyUntil: providers.busyUntil,
    })
    .from(providers)
    .where(
      and(
        eq(providers.id, id),
        inArray(providers.service, [...options.services]),
        eq(providers.active, true),
      ),
    )
  if (!row) return null
  const meals = await db
    .select(mealColumns)
    .from(items)
    .innerJoin(providers, eq(items.providerId, providers.id))
    .where(and(eq(items.providerId, id), eq(items.available, true)))
    .orderBy(asc(items.category), asc(items.id))
  const {
    ownerName,
    story,
    landmark,
    deliveryPerKmKes,
    deliveryRadiusKm,
    preorderCutoff,
    busyMinutes,
    busyUntil,
    ...summary
  } = row
  const now = options.now ?? new Date()
  const kitchen = toSummary(summary, now, options.language)
  // The tagline and the story travel together: both in one language, never a mix.
  const words = inLanguage(
    { tagline: row.tagline, story },
    row.contentLanguage,
    row.translations,
    options.language,
  )
  const settings = {
    lat: row.lat,
    lng: row.lng,
    baseKes: row.deliveryFeeKes,
    perKmKes: deliveryPerKmKes,
    radiusKm: deliveryRadiusKm,
    prepMinutes: row.prepMinutes,
  }
  const listed = meals.map((meal) => toMeal(meal, now, options.language))
  const preorders = await kitchenPreorders(db, { ...summary, preorderCutoff }, listed, now)
  const { deliverTo } = options
  const quote = deliverTo ? { ...quoteDelivery(settings, deliverTo.point), pinned: deliverTo.pinned } : null
  return {
    ...kitchen,
    // As in the cart: the fee to the shopper's place when the kitchen delivers there, else its base.
    deliveryFeeKes: quote?.feeKes ?? settings.baseKes,
    ...words,
    ownerName,
    landmark,
    delivery: {
      baseKes: settings.baseKes,
      perKmKes: settings.perKmKes,
      radiusKm: settings.radiusKm,
      quote,
    },
    openingHours: summary.openingHours,
    // The closed days from today: the page lists them beside the week's hours.
    closedDays: upcomingClosedDays(summary.closedDays, now),
    busyMinutes: busyMinutesAt({ busyMinutes, busyUntil }, now),
    nextOpening: kitchen.pausedUntil ? null : nextOpening(summary.openingHours, now, summary.closedDays),
    preorderFrom: preorders.kitchen,
    meals: listed.map((meal) => ({ ...meal, preorderFrom: preorders.meals.get(meal.id) ?? null })),
    verification: {
      verifiedUntil: kitchen.verified ? summary.verifiedUntil : null,
      renewalDue:
        kitchen.verified &&
        summary.verifiedUntil !== null &&
        summary.verifiedUntil <= addDays(nairobiDate(now), DOCUMENT_REMINDER_DAYS[0]),
      checks: await kitchenChecks(db, id, now),
    },
  }
}
