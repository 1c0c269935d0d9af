import { and, asc, count, eq, gt, lte } from 'drizzle-orm'
import type { Offer, OfferPage } from '../../contracts/catalogue.responses'
import type { Db } from '../../db/client'
import { items, offers, providers } from '../../db/schema'
import type { Service } from '../../lib/catalogue-lists'
import { isPaused } from '../common/kitchen-pause'
import { offsetOf, type PageRequest, toPage } from '../common/pagination'
import { portionsLeftToday } from '../portions/portions'
import { mealColumns } from './meals'
import { liveOfferPercent, priceAfterOffer } from './prices'

const offerColumns = (now: Date) => ({
  id: offers.id,
  service: offers.service,
  title: offers.title,
  description: offers.description,
  percentOff: offers.percentOff,
  endsAt: offers.endsAt,
  kitchenId: providers.id,
  kitchenName: providers.name,
  kitchenNeighbourhood: providers.neighbourhood,
  coverImage: providers.coverImage,
  // The card's Add follows the kitchen's pause and the meal's portions, as the meal lists do.
  kitchenPausedUntil: providers.pausedUntil,
  itemPortionsLeft: portionsLeftToday,
  itemId: items.id,
  itemName: items.name,
  itemPriceKes: items.priceKes,
  // A meal with options is chosen on its page: the offer's card links there (record 0041).
  itemHasOptions: mealColumns.hasOptions,
  // Where offers overlap, the cart charges the best one: the card shows that price too.
  bestPercentOff: liveOfferPercent(now),
})

/** Offers running now, ending soonest first: whole-menu offers and single-meal offers alike. */
export async function listLiveOffers(
  db: Db,
  request: PageRequest & { services: readonly Service[]; service?: Service },
  now = new Date(),
): Promise<OfferPage> {
  const service = request.service ?? 'food'
  if (!request.services.includes(service)) return toPage([], 0, request)
  const live = and(
    eq(offers.service, service),
    lte(offers.startsAt, now),
    gt(offers.endsAt, now),
    eq(providers.active, true),
  )
  const [rows, [total]] = await Promise.all([
    db
      .select(offerColumns(now))
      .from(offers)
      .innerJoin(providers, eq(providers.id, offers.providerId))
      .leftJoin(items, eq(items.id, offers.itemId))
      .where(live)
      .orderBy(asc(offers.endsAt), asc(offers.id))
      .limit(request.perPage)
      .offset(offsetOf(request)),
    db
      .select({ n: count() })
      .from(offers)
      .innerJoin(providers, eq(providers.id, offers.providerId))
      .where(live),
  ])
  return toPage(
    rows.map((row) => toOffer(row, now)),
    total?.n ?? 0,
    request,
  )
}

function toOffer(
  row: {
    id: number
    service: Service
    title: string
    description: string
    percentOff: number
    endsAt: Date
    kitchenId: number
    kitchenName: string
    kitchenNeighbourhood: string
    coverImage: string
    kitchenPausedUntil: Date | null
    itemPortionsLeft: number
    itemId: number | null
    itemName: string | null
    itemPriceKes: number | null
    itemHasOptions: boolean
    bestPercentOff: number
  },
  now: Date,
): Offer {
  return {
    id: row.id,
    service: row.service,
    title: row.title,
    description: row.description,
    percentOff: row.percentOff,
    endsAt: row.endsAt.toISOString(),
    kitchen: {
      id: row.kitchenId,
      name: row.kitchenName,
      neighbourhood: row.kitchenNeighbourhood,
      coverImage: row.coverImage,
      pausedUntil: isPaused(row.kitchenPausedUntil, now)
        ? (row.kitchenPausedUntil?.toISOString() ?? null)
        : null,
    },
    meal:
      row.itemId !== null && row.itemName !== null && row.itemPriceKes !== null
        ? {
            id: row.itemId,
            name: row.itemName,
            priceKes: row.itemPriceKes,
            offerPriceKes: priceAfterOffer(row.itemPriceKes, Math.max(row.percentOff, row.bestPercentOff)),
            hasOptions: row.itemHasOptions,
            portionsLeft: row.itemPortionsLeft,
          }
        : null,
  }
}
