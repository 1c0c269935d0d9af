import { eq, or } from 'drizzle-orm'
import type { DataExport } from '../../contracts/accounts.responses'
import type { Db } from '../../db/client'
import {
  addresses,
  cartItems,
  carts,
  favorites,
  inquiries,
  kitchenApplications,
  notifications,
  orderItems,
  orders,
  outbox,
  payments,
  reviews,
  type SessionUser,
  type UserRow,
} from '../../db/schema'
import { toAccount } from './accounts'
import { listSessions } from './sessions'

/**
 * Everything stored about a person (Data Protection Act 2019, rights of access and
 * portability): the account, its sessions without token material, the messages sent to them,
 * the contact messages they wrote, their addresses, orders and payments, the notifications in
 * their bell, their reviews, favourites, cart and kitchen applications. Hashes of passwords,
 * codes and tokens are left out.
 */
export async function exportAccountData(db: Db, user: UserRow | SessionUser) {
  const recipients = [user.identifier, user.email, user.phone].filter((x): x is string => Boolean(x))
  const [messages, written, savedAddresses, placed, lines, paid, extras] = await Promise.all([
    db
      .select({
        channel: outbox.channel,
        purpose: outbox.purpose,
        recipient: outbox.recipient,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .where(or(...recipients.map((a) => eq(outbox.recipient, a)))),
    user.email
      ? db
          .select({
            kind: inquiries.kind,
            subject: inquiries.subject,
            message: inquiries.message,
            createdAt: inquiries.createdAt,
          })
          .from(inquiries)
          .where(eq(inquiries.email, user.email))
      : Promise.resolve([]),
    db.select().from(addresses).where(eq(addresses.userId, user.id)),
    db.select().from(orders).where(eq(orders.userId, user.id)),
    db
      .select({
        orderId: orderItems.orderId,
        name: orderItems.name,
        unitPriceKes: orderItems.unitPriceKes,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.userId, user.id)),
    db.select().from(payments).where(eq(payments.userId, user.id)),
    exportActivity(db, user.id),
  ])
  return {
    exportedAt: new Date().toISOString(),
    ...toAccount(user),
    sessions: await listSessions(db, user.id),
    messagesSent: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    contactMessages: written.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    addresses: savedAddresses.map(({ userId: _user, ...a }) => a),
    orders: placed.map(({ userId: _user, ...o }) => ({
      ...o,
      items: lines.filter((l) => l.orderId === o.id),
    })),
    payments: paid.map(({ userId: _user, ...p }) => p),
    ...extras,
    // The rows keep their own types for the web; the API's shape only asks each to be a record.
  } satisfies DataExport
}

/** What the shopper did around the orders: the bell, reviews, favourites, cart, applications. */
async function exportActivity(db: Db, userId: number) {
  const [bell, written, saved, cart, applied] = await Promise.all([
    db
      .select({
        kind: notifications.kind,
        titleId: notifications.titleId,
        titleValues: notifications.titleValues,
        link: notifications.link,
        createdAt: notifications.createdAt,
        readAt: notifications.readAt,
      })
      .from(notifications)
      .where(eq(notifications.userId, userId)),
    db
      .select({
        orderId: reviews.orderId,
        kitchenId: reviews.kitchenId,
        rating: reviews.rating,
        text: reviews.text,
        reply: reviews.reply,
        createdAt: reviews.createdAt,
        updatedAt: reviews.updatedAt,
      })
      .from(reviews)
      .where(eq(reviews.userId, userId)),
    db
      .select({ kitchenId: favorites.providerId, mealId: favorites.itemId, createdAt: favorites.createdAt })
      .from(favorites)
      .where(eq(favorites.userId, userId)),
    db
      .select({
        service: carts.service,
        mealId: cartItems.itemId,
        quantity: cartItems.quantity,
        choiceIds: cartItems.choiceIds,
        note: cartItems.note,
        addedAt: cartItems.addedAt,
      })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(eq(carts.userId, userId)),
    db.select().from(kitchenApplications).where(eq(kitchenApplications.userId, userId)),
  ])
  return {
    notifications: bell,
    reviews: written,
    favorites: saved,
    cart,
    kitchenApplications: applied.map(({ userId: _user, reviewedBy: _reviewer, ...a }) => a),
  }
}
