import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { CheckoutResult } from '../../contracts/checkout.responses'
import type { Db } from '../../db/client'
import { cartItems, carts, items, orderItems, orders, payments, providers } from '../../db/schema'
import { getAddress } from '../addresses/addresses'
import { viewCart } from '../cart/cart-view'
import { DomainError, invalidField } from '../common/errors'
import { findCoupon, redeemCoupon } from '../coupons/coupons'
import { targetOf } from '../delivery/delivery-target'
import { markKeyCommitted } from '../idempotency/idempotency'
import { getOrder } from '../orders/orders'
import { toPaymentView } from '../payments/payment-view'
import { latestMpesaAttempt, requestMpesaPayment } from '../payments/payments'
import type { PaymentSettings } from '../payments/settings'
import { reservePortions } from '../portions/portions'
import { type CheckoutInput, checkCart, planCheckout } from './checkout-plan'
import { chooseSlots, recheckPauses } from './slots'

export type { CheckoutInput }

/** Thrown inside the checkout's transaction when its idempotency key's first run committed. */
class CommittedBefore extends Error {
  readonly checkoutId: string
  constructor(checkoutId: string) {
    super(`The checkout ${checkoutId} was committed by an earlier run of this key`)
    this.checkoutId = checkoutId
  }
}

/**
 * Turns the signed-in shopper's cart of a service (food unless the input says) into one order per kitchen, paid together: cash is
 * due on delivery and the orders are placed at once; M-Pesa sends one PIN prompt for the whole
 * checkout and the orders wait for its result. The cart is emptied in the same transaction.
 * What to write is decided by `planCheckout` (checkout-plan.ts) from what is read here; the
 * transaction applies it under the locks.
 */
export async function checkout(
  db: Db,
  userId: number,
  input: CheckoutInput,
  settings: PaymentSettings,
  idempotencyKeyId?: number,
): Promise<CheckoutResult> {
  const address = await getAddress(db, userId, input.addressId).catch((error: unknown) => {
    if (error instanceof DomainError && error.kind === 'not-found')
      throw invalidField('addressId', 'checkout.addressId')
    throw error
  })
  // The fees are priced to this address: what the summary showed for it is what is charged.
  // With kitchenIds, only those groups are priced and ordered (their coupon share included);
  // the others stay in the cart.
  const chosen = input.kitchenIds ? new Set(input.kitchenIds) : undefined
  const cart = await viewCart(db, { userId }, input.service, new Date(), targetOf(address), chosen)
  const cartRead = { input, address, cart, chosen, mpesaOn: Boolean(settings.daraja) }
  // The cart's own refusals come before anything else is read (planCheckout makes them again).
  const { itemIds } = checkCart(cartRead)
  const coupon = cart.coupon ? await findCoupon(db, cart.coupon.code) : undefined
  const meals = await db
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
  const rates = await db
    .select({ id: providers.id, commissionBp: providers.commissionBp })
    .from(providers)
    .where(
      inArray(
        providers.id,
        cart.groups.map((g) => g.kitchen.id),
      ),
    )
  const planned = planCheckout({
    ...cartRead,
    userId,
    coupon,
    meals,
    slots,
    commissionRates: new Map(rates.map((r) => [r.id, r.commissionBp])),
    checkoutId: randomUUID(),
    now: new Date(),
  })
  if ('refused' in planned) throw planned.refused
  const { plan } = planned
  let placed: { orderIds: number[]; paymentId: number | undefined }
  try {
    placed = await db.transaction(async (tx) => {
      // First the key: a second run of it waits here until the first commits, then resumes it.
      if (idempotencyKeyId !== undefined) {
        const committed = await markKeyCommitted(tx, idempotencyKeyId, plan.checkoutId)
        if (committed) throw new CommittedBefore(committed)
      }
      // The cart is locked and emptied first: a second checkout of the same cart (a double tap,
      // another tab) waits here and then finds it empty, so nothing is ordered twice.
      const [locked] = await tx
        .select({ id: carts.id })
        .from(carts)
        .where(and(eq(carts.userId, userId), eq(carts.service, input.service)))
        .for('update')
      // Only the chosen kitchens' lines go (all of them, by kitchen: a line added to one of them
      // since the cart was read counts as a change); the other kitchens' lines stay.
      const taken = locked
        ? await tx
            .delete(cartItems)
            .where(
              and(
                eq(cartItems.cartId, locked.id),
                plan.takeKitchenIds
                  ? inArray(
                      cartItems.itemId,
                      tx
                        .select({ id: items.id })
                        .from(items)
                        .where(inArray(items.providerId, plan.takeKitchenIds)),
                    )
                  : undefined,
              ),
            )
            .returning({ id: cartItems.itemId })
        : []
      if (taken.length === 0) throw invalidField('cart', 'checkout.cartEmpty')
      if (taken.length !== plan.lineCount) {
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
      // the cart back as it was.
      await reservePortions(tx, plan.portions, plan.today)
      if (plan.redeem) {
        await redeemCoupon(tx, plan.redeem.coupon, {
          userId,
          checkoutId: plan.checkoutId,
          discountKes: plan.redeem.discountKes,
          now: plan.redeem.now,
        })
      }
      const orderIds: number[] = []
      for (const planned of plan.orders) {
        const [order] = await tx
          .insert(orders)
          .values({ ...planned.order, service: input.service })
          .returning({ id: orders.id })
        if (!order) throw new Error('Order insert returned no row')
        orderIds.push(order.id)
        await tx.insert(orderItems).values(planned.lines.map((line) => ({ orderId: order.id, ...line })))
        if (planned.cashPayment)
          await tx.insert(payments).values({ ...planned.cashPayment, orderId: order.id })
      }
      // The coupon is used up by this checkout; one left out of it (a kitchen's coupon for a
      // kitchen still in the cart) stays on the cart.
      if (locked && plan.clearCoupon)
        await tx.update(carts).set({ couponId: null }).where(eq(carts.id, locked.id))
      if (!plan.mpesaPayment) return { orderIds, paymentId: undefined }
      const [payment] = await tx.insert(payments).values(plan.mpesaPayment).returning({ id: payments.id })
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
    checkoutId: plan.checkoutId,
    orders: await Promise.all(orderIds.map((id) => getOrder(db, userId, id, settings))),
    ...(payment ? { payment } : {}),
  }
}

/**
 * The answer of a checkout committed by a run that died before answering (its instance was
 * killed): its orders, and its M-Pesa attempt, whose prompt is sent now if the run died before.
 */
export async function resumeCheckout(
  db: Db,
  userId: number,
  checkoutId: string,
  settings: PaymentSettings,
): Promise<CheckoutResult> {
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
