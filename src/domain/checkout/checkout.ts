import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  cartItems,
  carts,
  type DeliveryAddress,
  items,
  orderItems,
  orders,
  payments,
  providers,
} from '../../db/schema'
import { nairobiDate } from '../../lib/nairobi-date'
import type { PaymentMethod } from '../../lib/order-lists'
import { normaliseKenyanPhone } from '../../lib/phone'
import { getAddress } from '../addresses/addresses'
import { type CartView, viewCart } from '../cart/cart-view'
import { DomainError, invalidField } from '../common/errors'
import { findCoupon, redeemCoupon } from '../coupons/coupons'
import { targetOf } from '../delivery/delivery-target'
import { markKeyCommitted } from '../idempotency/idempotency'
import { getOrder } from '../orders/orders'
import { latestMpesaAttempt, requestMpesaPayment, toPaymentView } from '../payments/payments'
import type { PaymentSettings } from '../payments/settings'
import { reservePortions } from '../portions/portions'
import { chooseSlots, recheckPauses, type SlotChoice } from './slots'

export type CheckoutInput = {
  addressId: number
  paymentMethod: PaymentMethod
  /** The M-Pesa number to prompt; the address's phone when left out. */
  phone?: string | undefined
  /** One note per kitchen: each reaches only its own kitchen's order. */
  kitchenNotes?: { kitchenId: number; note: string }[] | undefined
  /** A note per cart line (by meal). */
  lineNotes?: { itemId: number; note: string }[] | undefined
  /** The kitchens whose groups are ordered now; every group when left out (record 0039). */
  kitchenIds?: number[] | undefined
  /** When each kitchen delivers: `asap` or `YYYY-MM-DDTHH:MM`; left out: ASAP when possible (record 0040). */
  slots?: SlotChoice[] | undefined
  /**
   * The total the shopper was shown (record 0056): another total today refuses the checkout
   * (409 `checkout.priceChanged`, with the prices now) instead of charging it. Required: the
   * amount charged is always one the shopper saw.
   */
  expectedTotalKes: number
}

/** One entry per meal: its lines (other choices, other notes) share the day's portions. */
function portionsByMeal(lines: { meal: { id: number; name: string }; quantity: number }[]) {
  const byMeal = new Map<number, { itemId: number; name: string; quantity: number }>()
  for (const line of lines) {
    const entry = byMeal.get(line.meal.id) ?? { itemId: line.meal.id, name: line.meal.name, quantity: 0 }
    entry.quantity += line.quantity
    byMeal.set(line.meal.id, entry)
  }
  return [...byMeal.values()]
}

/** Notes for kitchens or lines that are not in the cart are refused, not silently dropped. */
function notesByKey<K extends 'kitchenId' | 'itemId'>(
  notes: ({ note: string } & Record<K, number>)[] | undefined,
  key: K,
  known: Set<number>,
  field: string,
): Map<number, string> {
  const byKey = new Map<number, string>()
  for (const entry of notes ?? []) {
    if (!known.has(entry[key])) throw invalidField(field, 'checkout.noteNotInCart')
    if (entry.note) byKey.set(entry[key], entry.note)
  }
  return byKey
}

/**
 * Turns the signed-in shopper's food cart into one order per kitchen, paid together: cash is
 * due on delivery and the orders are placed at once; M-Pesa sends one PIN prompt for the whole
 * checkout and the orders wait for its result. The cart is emptied in the same transaction.
 */
/** Thrown inside the checkout's transaction when its idempotency key's first run committed. */
class CommittedBefore extends Error {
  readonly checkoutId: string
  constructor(checkoutId: string) {
    super(`The checkout ${checkoutId} was committed by an earlier run of this key`)
    this.checkoutId = checkoutId
  }
}

export async function checkout(
  db: Db,
  userId: number,
  input: CheckoutInput,
  settings: PaymentSettings,
  idempotencyKeyId?: number,
) {
  const address = await getAddress(db, userId, input.addressId).catch((error: unknown) => {
    if (error instanceof DomainError && error.kind === 'not-found')
      throw invalidField('addressId', 'checkout.addressId')
    throw error
  })
  // The fees are priced to this address: what the summary showed for it is what is charged.
  // With kitchenIds, only those groups are priced and ordered (their coupon share included);
  // the others stay in the cart.
  const chosen = input.kitchenIds ? new Set(input.kitchenIds) : undefined
  const cart = await viewCart(db, { userId }, 'food', new Date(), targetOf(address), chosen)
  if (cart.groups.length === 0 && !chosen) throw invalidField('cart', 'checkout.cartEmpty')
  if (chosen) {
    const inCart = new Set(cart.groups.map((g) => g.kitchen.id))
    if ([...chosen].some((id) => !inCart.has(id))) {
      throw invalidField('kitchenIds', 'checkout.kitchenNotInCart')
    }
  }
  const short = cart.groups.filter((g) => g.belowMinimumKes > 0)
  if (short.length > 0) {
    throw new DomainError('invalid', 'checkout.belowMinimum', {
      // Data, not sentences: which kitchens are short (the page shows by how much).
      cart: short.map((g) => g.kitchen.name),
    })
  }
  // A kitchen farther than its radius does not deliver there: the shopper is told which one.
  const far = cart.groups.find((g) => g.delivery && !g.delivery.deliverable)
  if (far?.delivery) {
    throw new DomainError(
      'invalid',
      'checkout.outOfRange',
      { addressId: ['checkout.outOfRange'] },
      { kitchen: far.kitchen.name, distance: far.delivery.distanceKm },
    )
  }
  let mpesaPhone: string | undefined
  if (input.paymentMethod === 'mpesa') {
    if (!settings.daraja) throw invalidField('paymentMethod', 'checkout.mpesaOff')
    mpesaPhone = normaliseKenyanPhone(input.phone ?? address.phone) ?? undefined
    if (!mpesaPhone) throw invalidField('phone', 'checkout.phone')
  }
  // A meal can be on several lines (other choices or notes): each meal once.
  const itemIds = [...new Set(cart.groups.flatMap((g) => g.lines.map((l) => l.meal.id)))]
  // A line whose choices are no longer the meal's (a choice removed, a required option added)
  // is not ordered at a guessed price: the shopper chooses again (decision record 0041).
  const unchosen = cart.groups.flatMap((g) => g.lines.filter((l) => !l.optionsValid).map((l) => l.meal.name))
  if (unchosen[0]) {
    throw new DomainError('conflict', 'checkout.optionsChanged', { cart: unchosen }, { meal: unchosen[0] })
  }
  const kitchenNotes = notesByKey(
    input.kitchenNotes,
    'kitchenId',
    new Set(cart.groups.map((g) => g.kitchen.id)),
    'kitchenNotes',
  )
  const lineNotes = notesByKey(input.lineNotes, 'itemId', new Set(itemIds), 'lineNotes')
  // A coupon on the cart that does not apply (any more) stops the checkout with its reason: the
  // shopper sees the price change before paying, and removes it or tops the cart up.
  if (cart.coupon && !cart.coupon.applies && cart.coupon.refusal) {
    const { code, values } = cart.coupon.refusal
    throw new DomainError('conflict', code, { coupon: [code] }, values)
  }
  const coupon = cart.coupon ? await findCoupon(db, cart.coupon.code) : undefined
  const rows = await db
    .select({
      name: items.name,
      available: items.available,
      active: providers.active,
      kitchen: providers.name,
    })
    .from(items)
    .innerJoin(providers, eq(providers.id, items.providerId))
    .where(inArray(items.id, itemIds))
  // When each kitchen delivers (record 0040): ASAP only while it is open and not paused (a paused
  // kitchen is refused naming it, decision 0061), else a slot inside its hours.
  const slots = await chooseSlots(
    db,
    cart.groups.map((g) => g.kitchen.id),
    input.slots,
    new Date(),
  )
  const gone = rows.filter((row) => !row.available || !row.active).map((row) => row.name)
  if (gone.length > 0 || rows.length < itemIds.length) {
    throw new DomainError('conflict', 'checkout.mealsGone', {
      cart: gone.length > 0 ? gone : ['checkout.mealTakenOff'],
    })
  }

  // The last check before anything is held or charged: a price, an offer, a fee or a coupon's
  // discount that moved since the shopper looked is told, never charged (record 0056).
  if (input.expectedTotalKes !== cart.totalKes) {
    throw priceChanged(cart, input.expectedTotalKes)
  }

  const deliveryAddress: DeliveryAddress = {
    label: address.label,
    neighbourhood: address.neighbourhood,
    building: address.building,
    floorAndDoor: address.floorAndDoor,
    landmark: address.landmark,
    directions: address.directions,
    phone: address.phone,
    lat: address.lat,
    lng: address.lng,
  }
  const checkoutId = randomUUID()
  const isCash = input.paymentMethod === 'cash'
  const amountKes = cart.totalKes
  const now = new Date()
  const lineCount = cart.groups.reduce((n, g) => n + g.lines.length, 0)
  const slotOf = (kitchenId: number) => {
    const slot = slots.get(kitchenId)
    if (!slot) throw new Error(`No delivery slot for kitchen ${kitchenId}`)
    return slot
  }
  let placed: { orderIds: number[]; paymentId: number | undefined }
  try {
    placed = await db.transaction(async (tx) => {
      // First the key: a second run of it waits here until the first commits, then resumes it.
      if (idempotencyKeyId !== undefined) {
        const committed = await markKeyCommitted(tx, idempotencyKeyId, checkoutId)
        if (committed) throw new CommittedBefore(committed)
      }
      // The cart is locked and emptied first: a second checkout of the same cart (a double tap,
      // another tab) waits here and then finds it empty, so nothing is ordered twice.
      const [locked] = await tx
        .select({ id: carts.id })
        .from(carts)
        .where(and(eq(carts.userId, userId), eq(carts.service, 'food')))
        .for('update')
      // Only the chosen kitchens' lines go (all of them, by kitchen: a line added to one of them
      // since the cart was read counts as a change); the other kitchens' lines stay.
      const taken = locked
        ? await tx
            .delete(cartItems)
            .where(
              and(
                eq(cartItems.cartId, locked.id),
                chosen
                  ? inArray(
                      cartItems.itemId,
                      tx
                        .select({ id: items.id })
                        .from(items)
                        .where(inArray(items.providerId, [...chosen])),
                    )
                  : undefined,
              ),
            )
            .returning({ id: cartItems.itemId })
        : []
      if (taken.length === 0) throw invalidField('cart', 'checkout.cartEmpty')
      if (taken.length !== lineCount) {
        throw new DomainError('conflict', 'checkout.cartChanged', {
          cart: ['checkout.cartChanged'],
        })
      }
      // The kitchens again, under a share lock: a pause committed since the checks above refuses
      // the checkout, and a pause being saved now waits until this order is in (the cook then
      // sees it on the board). Locked before the portions, as a pause's own write goes from the
      // kitchen's row to the catalogue version: the same order, so the two never deadlock.
      await recheckPauses(tx, slots, new Date())
      // The portions are taken before any order exists, on each kitchen's delivery day: a meal
      // that ran out that day refuses the whole checkout (409, naming it) and the rollback puts
      // the cart back as it was. A meal's lines with different options count together.
      await reservePortions(
        tx,
        cart.groups.flatMap((g) =>
          portionsByMeal(g.lines).map((portion) => ({ ...portion, day: slotOf(g.kitchen.id).deliveryDay })),
        ),
        nairobiDate(now),
      )
      if (coupon && cart.discountKes > 0) {
        await redeemCoupon(tx, coupon, { userId, checkoutId, discountKes: cart.discountKes, now })
      }
      const orderIds: number[] = []
      for (const group of cart.groups) {
        const orderTotalKes = group.subtotalKes + group.kitchen.deliveryFeeKes - group.discountKes
        const [order] = await tx
          .insert(orders)
          .values({
            checkoutId,
            userId,
            kitchenId: group.kitchen.id,
            status: isCash ? 'placed' : 'awaiting-payment',
            paymentMethod: input.paymentMethod,
            subtotalKes: group.subtotalKes,
            deliveryFeeKes: group.kitchen.deliveryFeeKes,
            deliveryDistanceKm: group.delivery?.distanceKm ?? null,
            etaMinutes: group.delivery?.etaMinutes ?? null,
            discountKes: group.discountKes,
            couponCode: group.discountKes > 0 ? (cart.coupon?.code ?? null) : null,
            totalKes: orderTotalKes,
            deliveryAddress,
            note: kitchenNotes.get(group.kitchen.id) ?? null,
            deliveryDay: slotOf(group.kitchen.id).deliveryDay,
            slotStart: slotOf(group.kitchen.id).slotStart,
          })
          .returning({ id: orders.id })
        if (!order) throw new Error('Order insert returned no row')
        orderIds.push(order.id)
        await tx.insert(orderItems).values(
          group.lines.map((line) => ({
            orderId: order.id,
            itemId: line.meal.id,
            name: line.meal.name,
            unitPriceKes: line.unitPriceKes,
            // The menu price with the choices' differences: above unitPriceKes by the offer.
            listPriceKes: Math.max(
              line.unitPriceKes,
              line.meal.priceKes + line.options.reduce((n, o) => n + o.priceDeltaKes, 0),
            ),
            quantity: line.quantity,
            // The line's own note, else one sent with the checkout for its meal (older clients).
            note: line.note || (lineNotes.get(line.meal.id) ?? null),
            options: line.options,
          })),
        )
        // Each kitchen's rider collects that kitchen's cash: one cash payment per order.
        if (isCash) {
          await tx.insert(payments).values({
            checkoutId,
            orderId: order.id,
            userId,
            method: 'cash',
            status: 'cash-due',
            amountKes: orderTotalKes,
          })
        }
      }
      // The coupon is used up by this checkout; one left out of it (a kitchen's coupon for a
      // kitchen still in the cart) stays on the cart.
      if (locked && cart.coupon) await tx.update(carts).set({ couponId: null }).where(eq(carts.id, locked.id))
      if (isCash) return { orderIds, paymentId: undefined }
      // One M-Pesa prompt pays the whole checkout.
      const [payment] = await tx
        .insert(payments)
        .values({
          checkoutId,
          userId,
          method: 'mpesa',
          status: 'pending',
          amountKes,
          phone: mpesaPhone ?? null,
        })
        .returning({ id: payments.id })
      if (!payment) throw new Error('Payment insert returned no row')
      return { orderIds, paymentId: payment.id }
    })
  } catch (error) {
    if (error instanceof CommittedBefore) return resumeCheckout(db, userId, error.checkoutId, settings)
    throw error
  }
  const { orderIds, paymentId } = placed
  const payment = paymentId === undefined ? undefined : await requestMpesaPayment(db, paymentId, settings)
  return {
    checkoutId,
    orders: await Promise.all(orderIds.map((id) => getOrder(db, userId, id, settings))),
    ...(payment ? { payment } : {}),
  }
}

/**
 * The refusal of a checkout whose total is not the one the shopper saw: the checkout as priced
 * now (every line of the groups ordered, their fees and discount), for the client to show and
 * the shopper to accept by sending `expectedTotalKes` = `totalKes`.
 */
function priceChanged(cart: CartView, expectedTotalKes: number) {
  return new DomainError(
    'conflict',
    'checkout.priceChanged',
    { expectedTotalKes: ['checkout.priceChanged'] },
    { totalKes: cart.totalKes, expectedTotalKes },
    {
      expectedTotalKes,
      totalKes: cart.totalKes,
      subtotalKes: cart.subtotalKes,
      savingKes: cart.savingKes,
      deliveryFeesKes: cart.deliveryFeesKes,
      discountKes: cart.discountKes,
      lines: cart.groups.flatMap((group) =>
        group.lines.map((line) => ({
          kitchenId: group.kitchen.id,
          kitchenName: group.kitchen.name,
          itemId: line.meal.id,
          name: line.meal.name,
          quantity: line.quantity,
          choiceIds: line.choiceIds,
          note: line.note,
          menuPriceKes: line.meal.priceKes,
          percentOff: line.percentOff,
          unitPriceKes: line.unitPriceKes,
          lineTotalKes: line.lineTotalKes,
        })),
      ),
    },
  )
}

/**
 * The answer of a checkout committed by a run that died before answering (its instance was
 * killed): its orders, and its M-Pesa attempt, whose prompt is sent now if the run died before.
 */
export async function resumeCheckout(db: Db, userId: number, checkoutId: string, settings: PaymentSettings) {
  const placedOrders = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.checkoutId, checkoutId), eq(orders.userId, userId)))
    .orderBy(asc(orders.id))
  const attempt = await latestMpesaAttempt(db, checkoutId)
  const payment =
    attempt?.status === 'pending' && !attempt.checkoutRequestId
      ? await requestMpesaPayment(db, attempt.id, settings)
      : attempt && toPaymentView(attempt)
  return {
    checkoutId,
    orders: await Promise.all(placedOrders.map((o) => getOrder(db, userId, o.id, settings))),
    ...(payment ? { payment } : {}),
  }
}
