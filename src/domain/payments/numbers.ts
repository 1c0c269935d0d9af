import { and, desc, eq, isNotNull, max } from 'drizzle-orm'
import type { MpesaNumbers } from '../../contracts/payments.responses'
import type { Db } from '../../db/client'
import { payments } from '../../db/schema'

/** How many numbers the checkout offers: the ones a shopper really uses. */
const LIMIT = 5

/**
 * The M-Pesa numbers the shopper has been prompted on, most recently used first: the
 * checkout offers them to pick from (tests/api/mpesa-numbers.test.ts). Only ever the shopper's own.
 */
export async function mpesaNumbersUsed(db: Db, userId: number): Promise<MpesaNumbers> {
  const rows = await db
    .select({ phone: payments.phone, lastUsedAt: max(payments.createdAt) })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.method, 'mpesa'), isNotNull(payments.phone)))
    .groupBy(payments.phone)
    .orderBy(desc(max(payments.createdAt)))
    .limit(LIMIT)
  return {
    items: rows.flatMap((row) =>
      row.phone && row.lastUsedAt
        ? [{ phone: row.phone, lastUsedAt: new Date(row.lastUsedAt).toISOString() }]
        : [],
    ),
  }
}
