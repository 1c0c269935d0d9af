import * as v from 'valibot'
import { PAYMENT_METHODS } from '../lib/order-lists'
import { EARNINGS_PERIODS } from './earnings.schemas'

const kes = v.pipe(v.number(), v.integer())
const day = v.pipe(v.string(), v.isoDate())

/**
 * A period's money, in whole shillings (decision record 0109). Sales are delivered orders:
 * gross is what they sold for (the shopper's total plus any discount HomeCooked gave), and the
 * balance is gross less commission less the cash the kitchen collected: above zero HomeCooked
 * owes the kitchen, below zero the kitchen owes HomeCooked. M-Pesa received counts every
 * finished order's money, refunds the part of it owed back to shoppers (declined or cancelled
 * orders): received less refunds is the M-Pesa of the sales.
 */
const Money = {
  grossKes: kes,
  commissionKes: kes,
  mpesaKes: kes,
  cashKes: kes,
  refundsKes: kes,
  balanceKes: kes,
}

export const EarningsTotals = v.object({
  /** Delivered orders. */
  orders: v.pipe(v.number(), v.integer()),
  ...Money,
})
export type EarningsTotals = v.InferOutput<typeof EarningsTotals>

/** One order in a statement: a sale, or money received and owed back. */
export const EarningsOrder = v.object({
  id: v.pipe(v.number(), v.integer()),
  day,
  status: v.picklist(['delivered', 'declined', 'cancelled']),
  paymentMethod: v.picklist(PAYMENT_METHODS),
  subtotalKes: kes,
  deliveryFeeKes: kes,
  discountKes: kes,
  /** The part of the discount HomeCooked paid: the kitchen is paid it. */
  homecookedDiscountKes: kes,
  totalKes: kes,
  /** The rate this order was sold at, in basis points. */
  commissionBp: v.pipe(v.number(), v.integer()),
  /** The order's own money, as its totals count it (zero where it is not a sale). */
  ...Money,
})
export type EarningsOrder = v.InferOutput<typeof EarningsOrder>

export const KitchenEarnings = v.object({
  period: v.picklist(EARNINGS_PERIODS),
  /** The first and last day of the period (Nairobi days, by each order's delivery day). */
  from: day,
  to: day,
  /** A day in the period before and after; next is null while the period holds today. */
  previous: day,
  next: v.nullable(day),
  /** The kitchen's rate now, in basis points: new orders are sold at it. */
  commissionBp: v.pipe(v.number(), v.integer()),
  totals: EarningsTotals,
  /** Each day of the period that had a sale or money, in order. */
  days: v.array(v.object({ day, ...EarningsTotals.entries })),
  /** Finished orders with money, by day then id: the statement's lines. */
  orders: v.array(EarningsOrder),
  /** Orders of the period not yet delivered, declined or cancelled: counted once they are. */
  openOrders: v.pipe(v.number(), v.integer()),
})
export type KitchenEarnings = v.InferOutput<typeof KitchenEarnings>

/** A kitchen's commission rate, as PUT /api/support/kitchens/{id}/commission answers it. */
export const CommissionRate = v.object({
  id: v.pipe(v.number(), v.integer()),
  commissionBp: v.pipe(v.number(), v.integer()),
})
