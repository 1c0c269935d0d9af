import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import { REVIEW_EDIT_WINDOW_MS } from '../../config/constants'
import type { Review, ReviewPage } from '../../contracts/reviews.responses'
import type { Db } from '../../db/client'
import { orders, providers, reviews, users } from '../../db/schema'
import type { Service } from '../../lib/catalogue-lists'
import type { Tx } from '../checkout/checkout-lock'
import { DomainError } from '../common/errors'
import { offsetOf, type PageRequest, toPage } from '../common/pagination'

/**
 * Reviews (decision record 0035): a shopper rates the kitchen of a delivered
 * order 1–5 with an optional text, once per order and editable for 7 days. The kitchen's rating
 * is the mean of the seeded ratings and the real reviews, changed in the review's transaction
 * by one statement each, so parallel reviews of one kitchen all count.
 */

export type ReviewInput = { rating: number; text: string }

/** Keeps the stored mean inside the rating's check (0–5) whatever floating point rounding does. */
const clamped = (mean: SQL) => sql<number>`least(5, greatest(0, ${mean}))`

const addToRating = (tx: Tx, kitchenId: number, rating: number) =>
  tx
    .update(providers)
    .set({
      rating: clamped(
        sql`(${providers.rating} * ${providers.ratingCount} + ${rating}) / (${providers.ratingCount} + 1)`,
      ),
      ratingCount: sql`${providers.ratingCount} + 1`,
    })
    .where(eq(providers.id, kitchenId))

const changeInRating = (tx: Tx, kitchenId: number, before: number, after: number) =>
  tx
    .update(providers)
    .set({
      rating: clamped(
        sql`(${providers.rating} * ${providers.ratingCount} - ${before} + ${after}) / greatest(${providers.ratingCount}, 1)`,
      ),
    })
    .where(eq(providers.id, kitchenId))

const reviewView = {
  id: reviews.id,
  rating: reviews.rating,
  text: reviews.text,
  /** The reviewer's first name only: a review is public. */
  author: users.name,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
}

type ReviewRow = {
  id: number
  rating: number
  text: string
  author: string
  reply: string | null
  repliedAt: Date | null
  createdAt: Date
  updatedAt: Date
}

const toView = (row: ReviewRow): Review => ({
  ...row,
  repliedAt: row.repliedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

const readReview = async (db: Db | Tx, id: number) => {
  const [row] = await db
    .select(reviewView)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, id))
  if (!row) throw new Error(`Review ${id} vanished`)
  return toView(row)
}

/**
 * The review of one order, if written, and whether its shopper may write or change it now
 * (delivered, and no review yet or one written in the last 7 days): the order page's form.
 */
export async function reviewOfOrder(db: Db, orderId: number, delivered: boolean, now = new Date()) {
  const [row] = await db
    .select(reviewView)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.orderId, orderId))
  const editableUntil = row ? new Date(row.createdAt.getTime() + REVIEW_EDIT_WINDOW_MS) : null
  return {
    review: row ? toView(row) : null,
    canReview: delivered && (editableUntil === null || now <= editableUntil),
    reviewEditableUntil: editableUntil?.toISOString() ?? null,
  }
}

/**
 * Writes the shopper's review of one of their orders: a new one (`created`) or a change to
 * theirs within 7 days. The order's row is locked first: two sends of the first review make one
 * review, the second an edit.
 */
export async function writeReview(
  db: Db,
  userId: number,
  orderId: number,
  input: ReviewInput,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status, kitchenId: orders.kitchenId })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update')
    if (!order) throw new DomainError('not-found', 'order.notFound')
    if (order.status !== 'delivered')
      throw new DomainError('conflict', 'reviews.notDelivered', { rating: ['reviews.notDelivered'] })
    const [existing] = await tx.select().from(reviews).where(eq(reviews.orderId, orderId))
    if (!existing) {
      const [created] = await tx
        .insert(reviews)
        .values({
          orderId,
          kitchenId: order.kitchenId,
          userId,
          rating: input.rating,
          text: input.text,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: reviews.id })
      if (!created) throw new Error('Review insert returned no row')
      await addToRating(tx, order.kitchenId, input.rating)
      return { created: true, review: await readReview(tx, created.id) }
    }
    if (now.getTime() - existing.createdAt.getTime() > REVIEW_EDIT_WINDOW_MS)
      throw new DomainError('conflict', 'reviews.editClosed', { rating: ['reviews.editClosed'] })
    await tx
      .update(reviews)
      .set({ rating: input.rating, text: input.text, updatedAt: now })
      .where(eq(reviews.id, existing.id))
    if (existing.rating !== input.rating)
      await changeInRating(tx, order.kitchenId, existing.rating, input.rating)
    return { created: false, review: await readReview(tx, existing.id) }
  })
}

/** Whether a food kitchen that shoppers can see has this id (its reviews are public then). */
export async function kitchenExists(db: Db, id: number, services: readonly Service[]) {
  if (!services.includes('food')) return false
  const [row] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.id, id), eq(providers.service, 'food'), eq(providers.active, true)))
  return Boolean(row)
}

/** A kitchen's reviews, newest first. */
export async function listReviews(db: Db, kitchenId: number, request: PageRequest): Promise<ReviewPage> {
  const where = eq(reviews.kitchenId, kitchenId)
  const [rows, [total]] = await Promise.all([
    db
      .select(reviewView)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(request.perPage)
      .offset(offsetOf(request)),
    db.select({ n: count() }).from(reviews).where(where),
  ])
  return toPage(rows.map(toView), total?.n ?? 0, request)
}

/** The kitchen's reply to a review of its own (a new reply replaces the old one). */
export async function replyToReview(
  db: Db,
  kitchenId: number,
  reviewId: number,
  reply: string,
  now = new Date(),
): Promise<Review> {
  const [row] = await db
    .update(reviews)
    .set({ reply, repliedAt: now })
    .where(and(eq(reviews.id, reviewId), eq(reviews.kitchenId, kitchenId)))
    .returning({ id: reviews.id })
  if (!row) throw new DomainError('not-found', 'reviews.notFound')
  return readReview(db, row.id)
}
