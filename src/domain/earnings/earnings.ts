import { and, asc, between, eq, sql } from 'drizzle-orm'
import type { EarningsOrder, EarningsTotals, KitchenEarnings } from '../../contracts/earnings.responses'
import type { EarningsPeriod } from '../../contracts/earnings.schemas'
import type { Db } from '../../db/client'
import { orders, payments, providers } from '../../db/schema'
import { nairobiDate } from '../../lib/nairobi-date'
import { DomainError } from '../common/errors'
import { OPEN_FOR_KITCHEN } from '../orders/order-states'
import { kitchenShareKes } from './commission'
import { addDays, periodAround } from './periods'

/**
 * A kitchen's earnings (decision record 0109): every sum is of what each order recorded when it
 * was placed (its rate and commission) and what was paid for it, so a statement reconciles with
 * the orders and payments to the shilling, whatever rate the kitchen has now.
 */

/** The order's Nairobi delivery day; orders placed before days were kept count on the day placed. */
const orderDay = sql<string>`coalesce(${orders.deliveryDay}, (${orders.createdAt} at time zone 'Africa/Nairobi')::date)::text`

const ZERO: EarningsTotals = {
  orders: 0,
  grossKes: 0,
  commissionKes: 0,
  mpesaKes: 0,
  cashKes: 0,
  refundsKes: 0,
  balanceKes: 0,
}

type OrderRead = Omit<
  EarningsOrder,
  'grossKes' | 'commissionKes' | 'mpesaKes' | 'cashKes' | 'refundsKes' | 'balanceKes' | 'status'
> & { status: string; paidKes: number; commissionKes: number; refundsKes: number }

/**
 * One order's money. A delivered order is a sale: its gross is what it sold for, and the
 * balance is that less the commission and the cash the kitchen already holds. A declined or
 * cancelled order sold nothing: only the M-Pesa it received and the refund owed for it show.
 */
function moneyOf(order: OrderRead): EarningsOrder | undefined {
  const status = order.status
  const mpesaKes = order.paymentMethod === 'mpesa' ? order.paidKes : 0
  if (status === 'delivered') {
    const cashKes = order.paymentMethod === 'cash' ? order.paidKes : 0
    const grossKes = order.totalKes + order.homecookedDiscountKes
    return {
      ...order,
      status,
      grossKes,
      mpesaKes,
      cashKes,
      balanceKes: kitchenShareKes(order) - cashKes,
    }
  }
  if ((status === 'declined' || status === 'cancelled') && (mpesaKes > 0 || order.refundsKes > 0))
    return { ...order, status, grossKes: 0, commissionKes: 0, mpesaKes, cashKes: 0, balanceKes: 0 }
  return undefined
}

function add(sum: EarningsTotals, order: EarningsOrder): EarningsTotals {
  return {
    orders: sum.orders + (order.status === 'delivered' ? 1 : 0),
    grossKes: sum.grossKes + order.grossKes,
    commissionKes: sum.commissionKes + order.commissionKes,
    mpesaKes: sum.mpesaKes + order.mpesaKes,
    cashKes: sum.cashKes + order.cashKes,
    refundsKes: sum.refundsKes + order.refundsKes,
    balanceKes: sum.balanceKes + order.balanceKes,
  }
}

/** The kitchen's earnings over the period holding `date` (today in Nairobi without one). */
export async function kitchenEarnings(
  db: Db,
  kitchenId: number,
  query: { period: EarningsPeriod; date?: string | undefined },
  now: Date = new Date(),
): Promise<KitchenEarnings> {
  const today = nairobiDate(now)
  const { period } = query
  const { from, to } = periodAround(period, query.date ?? today)
  const [kitchen] = await db
    .select({ commissionBp: providers.commissionBp })
    .from(providers)
    .where(eq(providers.id, kitchenId))
  if (!kitchen) throw new DomainError('forbidden', 'kitchen.none')
  const rows = await db
    .select({
      id: orders.id,
      day: orderDay,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      subtotalKes: orders.subtotalKes,
      deliveryFeeKes: orders.deliveryFeeKes,
      discountKes: orders.discountKes,
      homecookedDiscountKes: orders.homecookedDiscountKes,
      totalKes: orders.totalKes,
      paidKes: orders.paidKes,
      commissionBp: orders.commissionBp,
      commissionKes: orders.commissionKes,
      // What is owed back for it: the refund-due rows a decline or a cancel wrote (its checkout's
      // payments, read by their index).
      // payments, read by their index). Spelled with table names: Drizzle leaves them out of a
      // one-table select, and inside the subquery a bare name is the payment's own column.
      refundsKes: sql<number>`(select coalesce(sum(p.amount_kes), 0)::int from ${payments} p
        where p.checkout_id = "orders"."checkout_id" and p.order_id = "orders"."id"
        and p.status = 'refund-due')`,
    })
    .from(orders)
    .where(and(eq(orders.kitchenId, kitchenId), between(orderDay, from, to)))
    .orderBy(asc(orderDay), asc(orders.id))
  const statement: EarningsOrder[] = []
  const days = new Map<string, EarningsTotals>()
  let totals = ZERO
  let openOrders = 0
  for (const row of rows) {
    if (OPEN_FOR_KITCHEN.includes(row.status)) openOrders += 1
    const order = moneyOf(row)
    if (!order) continue
    statement.push(order)
    days.set(order.day, add(days.get(order.day) ?? ZERO, order))
    totals = add(totals, order)
  }
  return {
    period,
    from,
    to,
    previous: addDays(from, -1),
    next: to >= today ? null : addDays(to, 1),
    commissionBp: kitchen.commissionBp,
    totals,
    days: [...days].map(([day, sums]) => ({ day, ...sums })),
    orders: statement,
    openOrders,
  }
}

/** Sets a kitchen's commission rate (an operator's act): orders placed from now are sold at it. */
export async function setCommissionRate(db: Db, kitchenId: number, commissionBp: number) {
  const [row] = await db
    .update(providers)
    .set({ commissionBp })
    .where(eq(providers.id, kitchenId))
    .returning({ id: providers.id, commissionBp: providers.commissionBp })
  if (!row) throw new DomainError('not-found', 'catalog.kitchenNotFound')
  return row
}
