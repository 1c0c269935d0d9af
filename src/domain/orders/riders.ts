import { randomBytes } from 'node:crypto'
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import { RIDER_CODE_TRIES } from '../../config/constants'
import type { KitchenOrder } from '../../contracts/kitchen-console.responses'
import type { RiderOrder } from '../../contracts/riders.responses'
import type { Db } from '../../db/client'
import { type OrderRow, orderItems, orders, providers, users } from '../../db/schema'
import { localizePath } from '../../i18n/routing'
import { localeOfContentLanguage } from '../../lib/content-languages'
import { slotOf } from '../../lib/delivery-slots'
import { sendMessage } from '../accounts/outbox'
import type { Transports } from '../accounts/transports'
import { lockCheckoutOrders } from '../checkout/checkout-lock'
import { DomainError } from '../common/errors'
import { sha256 } from '../common/tokens'
import { kitchenOrderById, stepOrder } from './kitchen-orders'
import { riderLinkSms } from './order-messages'
import { dueOf, RIDER_STATUSES, riderMayCarry } from './order-states'
import { codeTriesLeft, riderLinkEnds, riderPath } from './rider-view'

const orderNotFound = () => new DomainError('not-found', 'order.notFound')
const linkNotFound = () => new DomainError('not-found', 'rider.notFound')
const linkEnded = () => new DomainError('gone', 'rider.linkEnded')

/** 128 random bits, 22 URL-safe characters: the whole of a rider's credential. */
const newLinkSecret = () => randomBytes(16).toString('base64url')

type Handover = { transports: Transports; publicUrl: string; now?: Date }

/**
 * The kitchen hands one of its orders to a rider (decision record 0111): a new link, sent to
 * the rider by SMS and answered once to the kitchen, replaces any earlier one (which stops
 * working) and starts its delivery-code tries afresh. Under the checkout's lock, as every step.
 */
export async function assignRider(
  db: Db,
  kitchenId: number,
  orderId: number,
  rider: { name: string; phone: string },
  { transports, publicUrl, now = new Date() }: Handover,
): Promise<KitchenOrder> {
  const seen = await ownOrder(db, kitchenId, orderId)
  const secret = newLinkSecret()
  await db.transaction(async (tx) => {
    const order = (await lockCheckoutOrders(tx, seen.checkoutId)).find((row) => row.id === orderId)
    if (!order) throw orderNotFound()
    if (!riderMayCarry(order))
      throw new DomainError('conflict', 'rider.cannotAssign', { status: [order.status] })
    await tx
      .update(orders)
      .set({
        riderName: rider.name,
        riderPhone: rider.phone,
        riderTokenHash: sha256(secret),
        riderLinkExpiresAt: riderLinkEnds(order, now),
        riderCodeTries: 0,
        updatedAt: now,
      })
      .where(eq(orders.id, orderId))
  })
  const locale = localeOfContentLanguage(seen.language)
  const link = `${publicUrl}${localizePath(riderPath(secret), locale)}`
  await sendMessage(db, transports, {
    channel: 'sms',
    purpose: 'order-update',
    recipient: rider.phone,
    ...(await riderLinkSms(locale, { orderId, link })),
  })
  const order = await kitchenOrderById(db, orderId)
  return { ...order, rider: order.rider && { ...order.rider, link: riderPath(secret) } }
}

/** The kitchen takes the delivery back: the rider's link stops working at once. */
export async function removeRider(db: Db, kitchenId: number, orderId: number): Promise<KitchenOrder> {
  await ownOrder(db, kitchenId, orderId)
  // Only while a rider belongs to it: a delivered order keeps who delivered it.
  const [taken] = await db
    .update(orders)
    .set({
      riderName: null,
      riderPhone: null,
      riderTokenHash: null,
      riderLinkExpiresAt: null,
      riderCodeTries: 0,
    })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...RIDER_STATUSES])))
    .returning({ id: orders.id })
  if (!taken) throw new DomainError('conflict', 'rider.cannotAssign')
  return kitchenOrderById(db, orderId)
}

async function ownOrder(db: Db, kitchenId: number, orderId: number) {
  const [seen] = await db
    .select({ checkoutId: orders.checkoutId, language: providers.contentLanguage })
    .from(orders)
    .innerJoin(providers, eq(providers.id, orders.kitchenId))
    .where(and(eq(orders.id, orderId), eq(orders.kitchenId, kitchenId)))
  if (!seen) throw orderNotFound()
  return seen
}

/** A link works while it is its order's current one, the order is on the rider's part of its life, and it has not expired. */
function checkLink(order: OrderRow, hash: string, now: Date) {
  if (order.riderTokenHash !== hash) throw linkNotFound()
  if (!RIDER_STATUSES.includes(order.status) || !order.riderLinkExpiresAt || order.riderLinkExpiresAt <= now)
    throw linkEnded()
}

async function readByLink(db: Db, hash: string) {
  const [row] = await db
    .select({
      order: orders,
      kitchen: {
        name: providers.name,
        neighbourhood: providers.neighbourhood,
        landmark: providers.landmark,
        phone: providers.phone,
        lat: providers.lat,
        lng: providers.lng,
      },
      shopper: { name: users.name, surname: users.surname },
    })
    .from(orders)
    .innerJoin(providers, eq(providers.id, orders.kitchenId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.riderTokenHash, hash))
  if (!row) throw linkNotFound()
  return row
}

/** The one order a rider's link opens: where to pick it up, where to take it, what to collect. */
export async function riderOrder(db: Db, secret: string, now = new Date()): Promise<RiderOrder> {
  return toRiderOrder(db, (await openLink(db, secret, now)).row)
}

/** The order a link opens now, and the hash it is kept by; refused when it does not work (any more). */
async function openLink(db: Db, secret: string, now: Date) {
  const hash = sha256(secret)
  const row = await readByLink(db, hash)
  checkLink(row.order, hash, now)
  return { hash, row }
}

async function toRiderOrder(db: Db, row: Awaited<ReturnType<typeof readByLink>>): Promise<RiderOrder> {
  const { order, kitchen, shopper } = row
  const lines = await db
    .select({ name: orderItems.name, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(orderItems.id)
  // The shopper's own name for the address ("Home") is theirs, not the rider's.
  const { label: _label, ...place } = order.deliveryAddress
  return {
    orderId: order.id,
    status: order.status,
    riderName: order.riderName ?? '',
    linkExpiresAt: order.riderLinkExpiresAt?.toISOString() ?? '',
    readyBy: order.readyBy?.toISOString() ?? null,
    slot: order.slotStart ? slotOf(order.slotStart) : null,
    pickup: {
      name: kitchen.name,
      neighbourhood: kitchen.neighbourhood,
      building: null,
      floorAndDoor: null,
      landmark: kitchen.landmark,
      directions: null,
      phone: kitchen.phone,
      lat: kitchen.lat,
      lng: kitchen.lng,
    },
    dropOff: { name: `${shopper.name} ${shopper.surname.slice(0, 1)}.`, ...place },
    items: lines,
    paymentMethod: order.paymentMethod,
    collectKes: order.paymentMethod === 'cash' ? dueOf(order) : 0,
    canPickUp: order.status === 'ready',
    canDeliver: order.status === 'on-the-way' && codeTriesLeft(order) > 0,
    codeTriesLeft: codeTriesLeft(order),
  }
}

/** The rider has the food (the kitchen made it ready): the order is on its way, and the shopper sees who carries it. */
export async function riderPickedUp(
  db: Db,
  secret: string,
  transports: Transports,
  now = new Date(),
): Promise<RiderOrder> {
  const { hash, row } = await openLink(db, secret, now)
  await stepOrder(db, row.order.kitchenId, row.order.id, { to: 'on-the-way' }, transports, now, (order) =>
    checkLink(order, hash, now),
  )
  return riderOrder(db, secret, now)
}

/**
 * The rider confirms delivery with the 4 digits the shopper holds. Every try, right or wrong,
 * first claims one of the link's few tries by a conditional update, so parallel guesses cannot
 * get past RIDER_CODE_TRIES between them; a right code then takes the delivered step under the
 * checkout's lock (a cash order's cash is marked paid, as when the kitchen delivers).
 */
export async function riderDelivered(
  db: Db,
  secret: string,
  code: string,
  transports: Transports,
  now = new Date(),
): Promise<RiderOrder> {
  const { hash, row } = await openLink(db, secret, now)
  if (row.order.status !== 'on-the-way')
    throw new DomainError('conflict', 'kitchen.illegalStep', { status: [row.order.status] })
  const [tried] = await db
    .update(orders)
    .set({ riderCodeTries: sql`${orders.riderCodeTries} + 1` })
    .where(and(eq(orders.riderTokenHash, hash), lt(orders.riderCodeTries, RIDER_CODE_TRIES)))
    .returning({ tries: orders.riderCodeTries, code: orders.deliveryCode })
  if (!tried) throw new DomainError('forbidden', 'rider.codeLocked')
  if (tried.code !== code)
    throw new DomainError(
      'invalid',
      'rider.wrongCode',
      { code: ['rider.wrongCode'] },
      { left: RIDER_CODE_TRIES - tried.tries },
    )
  await stepOrder(db, row.order.kitchenId, row.order.id, { to: 'delivered' }, transports, now, (order) =>
    checkLink(order, hash, now),
  )
  // The link has ended with the delivery: the rider's page reads the order once more to say so.
  return toRiderOrder(db, await readByLink(db, hash))
}
