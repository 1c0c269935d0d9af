import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type OrderRow, orders } from '../../db/schema'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Locks every order of a checkout, always in id order. Paying (a retry, a callback, the status
 * query) and cancelling all take this lock first and the payment rows second, so they run one
 * after another per checkout and never deadlock: a cancel cannot slip between a payment's
 * check and its write.
 */
export const lockCheckoutOrders = (tx: Tx, checkoutId: string) =>
  tx.select().from(orders).where(eq(orders.checkoutId, checkoutId)).orderBy(asc(orders.id)).for('update')

/**
 * What a checkout's orders still owe: what those waiting for payment lack, less any part M-Pesa
 * already took for them (decision 0057); a cancelled one owes nothing.
 */
export const owedByWaitingOrders = (checkoutOrders: OrderRow[]) =>
  checkoutOrders
    .filter((row) => row.status === 'awaiting-payment')
    .reduce((sum, row) => sum + row.totalKes - row.paidKes, 0)

/** Postgres's unique_violation, through Drizzle's wrapper or straight from the driver. */
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    value && typeof value === 'object' && 'code' in value ? (value as { code: unknown }).code : undefined
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505'
}
