import type * as v from 'valibot'
import type { PriceChange } from '../../contracts/checkout.responses'
import type { CheckoutInput as CheckoutSchema } from '../../contracts/checkout.schemas'
import type { DeliveryAddress, orderItems, orders, payments } from '../../db/schema'
import { nairobiDate } from '../../lib/nairobi-date'
import { normaliseKenyanPhone } from '../../lib/phone'
import type { PricedCart } from '../cart/cart-view'
import { DomainError, invalidField } from '../common/errors'
import type { CouponRow } from '../coupons/coupons'
import { commissionOf } from '../earnings/commission'
import type { PortionLine } from '../portions/portions'
import type { ChosenSlot } from './slots'

/**
 * The checkout's decisions without a database: from what was read (the cart as priced for the
 * address, the address, the chosen delivery times, the cart's coupon, now) to what is written
 * (the orders, their lines and totals, the portions per day, the payment) or the refusal. The
 * transaction that applies a plan is `checkout()` in checkout.ts.
 */

/** The checkout as the API validated it (the contract's schema, decision 0013). */
export type CheckoutInput = v.InferOutput<typeof CheckoutSchema>

type ViewGroup = PricedCart['groups'][number]
type ViewLine = ViewGroup['lines'][number]

/** A cart line, as far as the checkout reads it. */
export type PlanLine = Pick<
  ViewLine,
  | 'quantity'
  | 'choiceIds'
  | 'note'
  | 'options'
  | 'optionsValid'
  | 'unitPriceKes'
  | 'percentOff'
  | 'lineTotalKes'
> & { meal: Pick<ViewLine['meal'], 'id' | 'name' | 'priceKes'> }

/** A kitchen's group of the cart, as far as the checkout reads it. */
export type PlanGroup = Pick<ViewGroup, 'belowMinimumKes' | 'subtotalKes' | 'discountKes' | 'fulfilment'> & {
  kitchen: Pick<ViewGroup['kitchen'], 'id' | 'name' | 'deliveryFeeKes'>
  delivery: Pick<NonNullable<ViewGroup['delivery']>, 'deliverable' | 'distanceKm' | 'etaMinutes'> | null
  lines: PlanLine[]
}

/** The cart (viewCart for the address, only the chosen kitchens), as far as the checkout reads it. */
type PlanCart = Pick<
  PricedCart,
  'subtotalKes' | 'savingKes' | 'deliveryFeesKes' | 'discountKes' | 'totalKes'
> & {
  coupon: Pick<NonNullable<PricedCart['coupon']>, 'code' | 'applies' | 'refusal'> | null
  groups: PlanGroup[]
}

/** What the checkout reads before it can check anything. */
export type CartRead = {
  input: CheckoutInput
  address: DeliveryAddress
  cart: PlanCart
  /** The kitchens ordered now (input.kitchenIds); undefined: every group. */
  chosen: ReadonlySet<number> | undefined
  /** Whether M-Pesa is configured (Daraja's settings). */
  mpesaOn: boolean
}

/** What the checkout reads once the cart passed `checkCart`. */
export type CheckoutRead = CartRead & {
  userId: number
  /** The cart's coupon row (by its code), when the cart has one. */
  coupon: CouponRow | undefined
  /** The cart's meals now: one row per meal that still exists. */
  meals: { name: string; available: boolean; active: boolean }[]
  /** When each kitchen delivers (chooseSlots). */
  slots: ReadonlyMap<number, ChosenSlot>
  /** Each kitchen's commission rate now, in basis points: its orders keep it (decision 0109). */
  commissionRates: ReadonlyMap<number, number>
  checkoutId: string
  now: Date
}

type NewOrder = typeof orders.$inferInsert
type NewOrderLine = Omit<typeof orderItems.$inferInsert, 'orderId'>
type NewPayment = typeof payments.$inferInsert

/** One kitchen's order to write: the order, its lines, and the cash its rider collects. */
type PlannedOrder = {
  order: NewOrder
  lines: NewOrderLine[]
  /** A cash checkout's payment of this order (cash-due); undefined with M-Pesa. */
  cashPayment: Omit<NewPayment, 'orderId'> | undefined
}

export type CheckoutPlan = {
  checkoutId: string
  /** Whose kitchens' lines leave the cart; undefined: every line. */
  takeKitchenIds: number[] | undefined
  /** How many lines must leave the cart: another count means it changed since it was read. */
  lineCount: number
  /** The portions to take, each meal once per kitchen's delivery day, and today (Nairobi). */
  portions: PortionLine[]
  today: string
  /** The coupon use to redeem (only when it takes something off). */
  redeem: { coupon: CouponRow; discountKes: number; now: Date } | undefined
  /** Whether the cart's coupon is taken off the cart (it was used, or left out with its kitchen). */
  clearCoupon: boolean
  orders: PlannedOrder[]
  /** One M-Pesa prompt for the whole checkout; undefined for cash. */
  mpesaPayment: NewPayment | undefined
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
 * The checks that need only the cart, the address and the input, in the order the shopper is
 * told (the first one failing is thrown): what to read next (the meals) and the notes.
 */
export function checkCart({ input, address, cart, chosen, mpesaOn }: CartRead) {
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
    if (!mpesaOn) throw invalidField('paymentMethod', 'checkout.mpesaOff')
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
  return { itemIds, mpesaPhone, kitchenNotes, lineNotes }
}

/**
 * The checkout to write, or why it is refused: the cart's checks, then the meals taken off
 * since, then the total the shopper saw (record 0056).
 */
export function planCheckout(read: CheckoutRead): { plan: CheckoutPlan } | { refused: DomainError } {
  try {
    return { plan: plan(read) }
  } catch (error) {
    if (error instanceof DomainError) return { refused: error }
    throw error
  }
}

function plan(read: CheckoutRead): CheckoutPlan {
  const { input, address, cart, chosen, userId, coupon, meals, slots, commissionRates, checkoutId, now } =
    read
  const { itemIds, mpesaPhone, kitchenNotes, lineNotes } = checkCart(read)
  const gone = meals.filter((row) => !row.available || !row.active).map((row) => row.name)
  if (gone.length > 0 || meals.length < itemIds.length) {
    throw new DomainError('conflict', 'checkout.mealsGone', {
      cart: gone.length > 0 ? gone : ['checkout.mealTakenOff'],
    })
  }
  // The last check before anything is held or charged: a price, an offer, a fee or a coupon's
  // discount that moved since the shopper looked is told, never charged (record 0056).
  if (input.expectedTotalKes !== cart.totalKes) throw priceChanged(cart, input.expectedTotalKes)

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
  const isCash = input.paymentMethod === 'cash'
  const slotOf = (kitchenId: number) => {
    const slot = slots.get(kitchenId)
    if (!slot) throw new Error(`No delivery slot for kitchen ${kitchenId}`)
    return slot
  }
  const rateOf = (kitchenId: number) => {
    const rate = commissionRates.get(kitchenId)
    if (rate === undefined) throw new Error(`No commission rate for kitchen ${kitchenId}`)
    return rate
  }
  return {
    checkoutId,
    takeKitchenIds: chosen ? [...chosen] : undefined,
    lineCount: cart.groups.reduce((n, g) => n + g.lines.length, 0),
    // A meal's lines with different options count together, on its kitchen's delivery day.
    portions: cart.groups.flatMap((g) =>
      portionsByMeal(g.lines).map((portion) => ({ ...portion, day: slotOf(g.kitchen.id).deliveryDay })),
    ),
    today: nairobiDate(now),
    redeem: coupon && cart.discountKes > 0 ? { coupon, discountKes: cart.discountKes, now } : undefined,
    clearCoupon: Boolean(cart.coupon),
    orders: cart.groups.map((group) => {
      const orderTotalKes = group.subtotalKes + group.kitchen.deliveryFeeKes - group.discountKes
      return {
        order: {
          checkoutId,
          userId,
          kitchenId: group.kitchen.id,
          status: isCash ? 'placed' : 'awaiting-payment',
          paymentMethod: input.paymentMethod,
          // Picked up at the kitchen (no fee: the cart priced it so) or delivered (decision record 0116).
          fulfilment: group.fulfilment,
          subtotalKes: group.subtotalKes,
          deliveryFeeKes: group.kitchen.deliveryFeeKes,
          deliveryDistanceKm: group.delivery?.distanceKm ?? null,
          etaMinutes: group.delivery?.etaMinutes ?? null,
          discountKes: group.discountKes,
          couponCode: group.discountKes > 0 ? (cart.coupon?.code ?? null) : null,
          ...commissionOf(
            {
              subtotalKes: group.subtotalKes,
              discountKes: group.discountKes,
              couponKitchenId: coupon?.kitchenId ?? null,
            },
            rateOf(group.kitchen.id),
          ),
          totalKes: orderTotalKes,
          deliveryAddress,
          note: kitchenNotes.get(group.kitchen.id) ?? null,
          deliveryDay: slotOf(group.kitchen.id).deliveryDay,
          slotStart: slotOf(group.kitchen.id).slotStart,
        },
        lines: group.lines.map((line) => ({
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
        // Each kitchen's rider collects that kitchen's cash: one cash payment per order.
        cashPayment: isCash
          ? { checkoutId, userId, method: 'cash', status: 'cash-due', amountKes: orderTotalKes }
          : undefined,
      }
    }),
    // One M-Pesa prompt pays the whole checkout.
    mpesaPayment: isCash
      ? undefined
      : {
          checkoutId,
          userId,
          method: 'mpesa',
          status: 'pending',
          amountKes: cart.totalKes,
          phone: mpesaPhone ?? null,
        },
  }
}

/**
 * The refusal of a checkout whose total is not the one the shopper saw: the checkout as priced
 * now (every line of the groups ordered, their fees and discount), for the client to show and
 * the shopper to accept by sending `expectedTotalKes` = `totalKes`.
 */
function priceChanged(cart: PlanCart, expectedTotalKes: number) {
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
    } satisfies PriceChange,
  )
}
