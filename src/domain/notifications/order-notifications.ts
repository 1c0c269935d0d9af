import { eq, inArray } from 'drizzle-orm'
import { orders, providers } from '../../db/schema'
import type { Tx } from '../checkout/checkout-lock'
import type { NotificationKind } from './notification-titles'
import { notify } from './notifications'

/** Where a notification about an order takes the shopper. */
export const orderLink = (orderId: number) => `/account/orders/${orderId}`

/** The icon of notifications that concern no one kitchen (payments, applications). */
export const BRAND_ICON = '/icons/icon-192.png'

/**
 * Tells each order's shopper of its new status, in the transaction that changed it, with the
 * kitchen's name in the title and its cover as the picture.
 */
export async function notifyOrders(tx: Tx, orderIds: number[], kind: NotificationKind) {
  if (orderIds.length === 0) return
  const rows = await tx
    .select({ id: orders.id, userId: orders.userId, kitchen: providers.name, img: providers.coverImage })
    .from(orders)
    .innerJoin(providers, eq(providers.id, orders.kitchenId))
    .where(inArray(orders.id, orderIds))
    .orderBy(orders.id)
  for (const row of rows)
    await notify(tx, {
      userId: row.userId,
      kind,
      values: { kitchen: row.kitchen, orderId: row.id },
      link: orderLink(row.id),
      img: row.img,
    })
}
