import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm'
import { items, offers } from '../../db/schema'

/**
 * The one place prices are decided. A meal costs its menu price less the best offer running
 * now for it or for its kitchen's whole menu; the cart, the order, the M-Pesa amount and the
 * receipt all take their price from here, so what /food/offers shows is what is charged.
 */
export const liveOfferPercent = (now: Date) =>
  sql<number>`coalesce((${sql`select max(${offers.percentOff}) from ${offers} where ${and(
    eq(offers.providerId, items.providerId),
    or(eq(offers.itemId, items.id), isNull(offers.itemId)),
    lte(offers.startsAt, now),
    gt(offers.endsAt, now),
  )}`}), 0)`.mapWith(Number)

/** Whole shillings, as M-Pesa charges them. */
export const priceAfterOffer = (listPriceKes: number, percentOff: number): number =>
  Math.round((listPriceKes * (100 - percentOff)) / 100)
