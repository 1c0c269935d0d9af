import * as v from 'valibot'
import { SERVICES } from '../lib/catalogue-lists'
import { ORDER_FULFILMENTS } from '../lib/order-lists'
import { FULFILMENTS } from './applications.lists'
import { ChosenOption, DeliveryQuote, Meal } from './catalogue.responses'
import { SlotOffer } from './delivery-slots.responses'

/** How many portions the cart holds: the header's number, without pricing the lines. */
/**
 * On the one answer whose request moved a visitor's cart into the signed-in account's cart that
 * already held portions from an earlier visit: how many portions those were, for the shopper to
 * be told (they now show beside what the visitor chose).
 */
const earlierItems = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)))

export const CartCount = v.object({ service: v.picklist(SERVICES), itemCount: v.number(), earlierItems })
export type CartCount = v.InferOutput<typeof CartCount>

/** The cart as the API answers it: lines grouped by kitchen, with their prices now. */

export const CartView = v.object({
  service: v.picklist(SERVICES),
  /** The address the delivery fees are for (the one asked for, else the default); null: each fee is the kitchen's base. */
  addressId: v.nullable(v.number()),
  itemCount: v.number(),
  subtotalKes: v.number(),
  /** What live offers take off the menu prices. */
  savingKes: v.number(),
  deliveryFeesKes: v.number(),
  /** What the applied coupon takes off (0 when none applies). */
  discountKes: v.number(),
  /** Subtotal plus delivery fees less the discount: what the checkout charges. */
  totalKes: v.number(),
  coupon: v.nullable(
    v.object({
      code: v.string(),
      percentOff: v.nullable(v.number()),
      amountOffKes: v.nullable(v.number()),
      minOrderKes: v.number(),
      firstOrderOnly: v.boolean(),
      /** A kitchen's coupon takes off only that kitchen's part. */
      kitchenId: v.nullable(v.number()),
      kitchenName: v.nullable(v.string()),
      expiresAt: v.string(),
      applies: v.boolean(),
      discountKes: v.number(),
      /** Why it does not apply now (null when it does): a message id, its English text and values. */
      refusal: v.nullable(
        v.object({
          code: v.string(),
          message: v.string(),
          values: v.record(v.string(), v.union([v.string(), v.number()])),
        }),
      ),
    }),
  ),
  /**
   * The groups that can be checked out now (`POST /api/orders` with these `kitchenIds`) and
   * what that charges; the other groups stay in the cart. The coupon is priced against these
   * groups only; a kitchen's coupon for a kitchen not among them stays on the cart, unused.
   */
  ready: v.object({
    kitchenIds: v.array(v.number()),
    subtotalKes: v.number(),
    savingKes: v.number(),
    deliveryFeesKes: v.number(),
    discountKes: v.number(),
    totalKes: v.number(),
  }),
  cartToken: v.optional(v.string()),
  earlierItems,
  groups: v.array(
    v.object({
      /** Delivered to the address, or picked up at the kitchen (`PUT /api/cart/fulfilment`; decision record 0116). */
      fulfilment: v.picklist(ORDER_FULFILMENTS),
      /** The delivery to `addressId` (null without one, or when picked up): its fee and ETA, or that the kitchen does not deliver there. */
      delivery: v.nullable(DeliveryQuote),
      kitchen: v.object({
        id: v.number(),
        name: v.string(),
        /** The fee to `addressId` when it is delivered to, else the kitchen's base fee; 0 when picked up. */
        deliveryFeeKes: v.number(),
        /** How the kitchen hands its orders over: it delivers, shoppers pick them up, or either (the shopper chooses). */
        fulfilment: v.picklist(FULFILMENTS),
        /** Where its orders are picked up: its area and landmark. */
        pickupAt: v.object({ neighbourhood: v.string(), landmark: v.string() }),
        minOrderKes: v.number(),
        openNow: v.boolean(),
        /** While the kitchen has paused taking orders: until when (ISO 8601). It takes none of this group until then, for no slot either. */
        pausedUntil: v.nullable(v.string()),
      }),
      lines: v.array(
        v.object({
          meal: Meal,
          quantity: v.number(),
          /** The line's chosen choices (sorted) and note: with the meal, what names the line. */
          choiceIds: v.array(v.number()),
          note: v.string(),
          /** The chosen options, priced now. */
          options: v.array(ChosenOption),
          /** False when a choice was removed or a required option added since: checkout refuses the line until it is chosen again. */
          optionsValid: v.boolean(),
          /** The price of a portion now: the menu price less a live offer, plus the choices' differences. */
          unitPriceKes: v.number(),
          percentOff: v.number(),
          savingKes: v.number(),
          lineTotalKes: v.number(),
          /** The meal's portions in the cart are more than today has left: order it for a later day (`firstDay`). */
          shortToday: v.boolean(),
          /** The first day (YYYY-MM-DD, Nairobi) the kitchen delivers on with enough portions for the meal's lines; null: no day in the next 7 has them. */
          firstDay: v.nullable(v.string()),
          /** The most portions one of the kitchen's delivery days has left: more is refused (409). */
          mostLeft: v.number(),
        }),
      ),
      subtotalKes: v.number(),
      savingKes: v.number(),
      belowMinimumKes: v.number(),
      /** Whether this kitchen's group can be ordered on its own: at its minimum, delivering to `addressId`, and some delivery time (ASAP, or a slot after a pause) has every line's portions. */
      checkoutNow: v.boolean(),
      /** When this group can be delivered (records 0040, 0043): the kitchen's offer on the days its portions suffice (no ASAP when today is short). Send one as `slots` to POST /api/orders. */
      slots: SlotOffer,
      /** This kitchen's share of the coupon's discount. */
      discountKes: v.number(),
    }),
  ),
})
export type CartView = v.InferOutput<typeof CartView>
