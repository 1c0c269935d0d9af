import { RIDER_CODE_TRIES, RIDER_LINK_HOURS } from '../../config/constants'
import type { KitchenRider } from '../../contracts/kitchen-console.responses'
import type { OrderRow } from '../../db/schema'
import { SLOT_MINUTES } from '../../lib/delivery-slots'

/** The path of a rider's page for a link's secret (the site's origin and locale go before it). */
export const riderPath = (token: string) => `/rider/${token}`

/** Delivery codes the order's current link may still try. */
export const codeTriesLeft = (row: Pick<OrderRow, 'riderCodeTries'>) =>
  Math.max(0, RIDER_CODE_TRIES - row.riderCodeTries)

/**
 * The order's rider as the board shows it, without the link: only the answer that handed the
 * order over carries that (assignRider), as the database keeps its hash alone.
 */
export function riderOfOrder(row: OrderRow): KitchenRider | null {
  if (!row.riderName || !row.riderPhone || !row.riderLinkExpiresAt) return null
  return {
    name: row.riderName,
    phone: row.riderPhone,
    link: null,
    linkExpiresAt: row.riderLinkExpiresAt.toISOString(),
    codeTriesLeft: codeTriesLeft(row),
  }
}

/**
 * Until when a link handed over now works: some hours after the food is due (its ready-by time,
 * or the end of its delivery slot for a pre-order), counted from now when that is later.
 */
export function riderLinkEnds(row: Pick<OrderRow, 'readyBy' | 'slotStart'>, now: Date): Date {
  const due = Math.max(
    now.getTime(),
    row.readyBy?.getTime() ?? 0,
    row.slotStart ? row.slotStart.getTime() + SLOT_MINUTES * 60_000 : 0,
  )
  return new Date(due + RIDER_LINK_HOURS * 3_600_000)
}
