import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { paymentMethodEnum, paymentStatusEnum } from './enums'
import { orders } from './orders'

/**
 * One attempt to pay a checkout. An M-Pesa attempt is keyed by Daraja's CheckoutRequestID
 * (the callback carries nothing else of ours); a failed attempt can be followed by another.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    checkoutId: text('checkout_id').notNull(),
    /** Cash is collected per order (each kitchen's rider); an M-Pesa attempt pays the checkout. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: paymentMethodEnum('method').notNull(),
    status: paymentStatusEnum('status').notNull(),
    /** What was asked; once M-Pesa took money (paid, part-paid, refund-due), what it took. */
    amountKes: integer('amount_kes').notNull(),
    phone: text('phone'),
    /**
     * The number M-Pesa says paid (the callback's PhoneNumber), when it sent one: it may differ
     * from the prompted \`phone\` (decision 0057).
     */
    payerPhone: text('payer_phone'),
    merchantRequestId: text('merchant_request_id'),
    checkoutRequestId: text('checkout_request_id'),
    receipt: text('receipt'),
    resultCode: integer('result_code'),
    resultDesc: text('result_desc'),
    /** Why support must look at it (an amount that does not match, money for cancelled orders). */
    discrepancy: text('discrepancy'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * When a request took on sending this attempt's STK push: one push per attempt, even when a
     * checkout whose instance died is resumed while the first request still lives.
     */
    promptClaimedAt: timestamp('prompt_claimed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_checkout_request_key').on(t.checkoutRequestId),
    uniqueIndex('payments_receipt_key').on(t.receipt),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_checkout_idx').on(t.checkoutId),
    // At most one prompt waits per checkout: parallel retries cannot charge twice.
    uniqueIndex('payments_one_pending_per_checkout').on(t.checkoutId).where(sql`${t.status} = 'pending'`),
    check('payments_amount_positive', sql`${t.amountKes} > 0`),
  ],
)

export type PaymentRow = typeof payments.$inferSelect
