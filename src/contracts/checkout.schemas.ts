import * as v from 'valibot'
import { ASAP, SLOT_PATTERN } from '../lib/delivery-slots'
import { PAYMENT_METHODS } from '../lib/order-lists'
import { kenyanPhone } from '../lib/phone'
import { emptyAsMissing, positiveId, serviceField } from '../lib/schema-pieces'

/** Far above any cart (50 portions of a meal, 50 kitchens), within a Postgres integer. */
const MAX_EXPECTED_TOTAL_KES = 100_000_000

/**
 * The checkout, as the form, the server function and the API all check it (one schema: they
 * used to be three, and disagreed on the phone).
 */
export const CheckoutInput = v.object({
  /**
   * Which cart to check out: food by default; grocery, farm (pre-ordered for a harvest day) or
   * chef (a booking: the slot is the date and time, the quantity the guests). 404 while off; the
   * cookbook's cart holds nothing (a recipe's ingredients go into the grocery cart).
   */
  service: serviceField,
  addressId: positiveId('checkout.addressId'),
  paymentMethod: v.picklist(PAYMENT_METHODS, 'checkout.paymentMethod'),
  /** The M-Pesa number; when not given, the delivery address's phone gets the prompt. */
  phone: emptyAsMissing(kenyanPhone('checkout.phone')),
  /** The one note of earlier clients reached every kitchen: refused, naming its successor. */
  note: v.optional(v.never('checkout.noteReplaced')),
  /** A note for each kitchen's order ("no onions"): it reaches that kitchen only. */
  kitchenNotes: v.optional(
    v.array(
      v.object({
        kitchenId: positiveId('checkout.kitchenId'),
        note: v.pipe(v.string('checkout.note'), v.trim(), v.maxLength(500, 'checkout.note')),
      }),
      'checkout.kitchenNotes',
    ),
  ),
  /**
   * The kitchens whose groups to order now (record 0039); left out: every group. The other
   * groups' lines stay in the cart.
   */
  kitchenIds: v.optional(
    v.pipe(
      v.array(positiveId('checkout.kitchenIds'), 'checkout.kitchenIds'),
      v.minLength(1, 'checkout.kitchenIds'),
      v.maxLength(50, 'checkout.kitchenIds'),
    ),
  ),
  /**
   * When each kitchen delivers (record 0040): `asap`, or a 30-minute slot's day and start as
   * `YYYY-MM-DDTHH:MM` (Nairobi time). A kitchen left out: ASAP when it is open and not paused,
   * else the checkout asks for a slot (422 `checkout.slotRequired`).
   */
  slots: v.optional(
    v.pipe(
      v.array(
        v.object({
          kitchenId: positiveId('checkout.kitchenId'),
          at: v.pipe(
            v.string('checkout.slotMalformed'),
            v.check((at) => at === ASAP || SLOT_PATTERN.test(at), 'checkout.slotMalformed'),
          ),
        }),
        'checkout.slots',
      ),
      v.maxLength(50, 'checkout.slots'),
    ),
  ),
  /**
   * The total the shopper was shown, in whole shillings (record 0056): when today's total is
   * another, the checkout answers 409 `checkout.priceChanged` with the prices now and charges
   * nothing. Required: the checkout never charges an amount the shopper was not shown.
   */
  expectedTotalKes: v.pipe(
    v.number('checkout.expectedTotal'),
    v.integer('checkout.expectedTotal'),
    v.minValue(0, 'checkout.expectedTotal'),
    v.maxValue(MAX_EXPECTED_TOTAL_KES, 'checkout.expectedTotal'),
    v.description(
      "The total shown to the shopper (KES): the cart's totalKes, or ready.totalKes with kitchenIds, from GET /api/cart?addressId=. Another total today: 409 checkout.priceChanged, nothing charged.",
    ),
  ),
  /** A note for one line of the cart ("less chilli"), shown with that line. */
  lineNotes: v.optional(
    v.array(
      v.object({
        itemId: positiveId('checkout.itemId'),
        note: v.pipe(v.string('checkout.lineNote'), v.trim(), v.maxLength(200, 'checkout.lineNote')),
      }),
      'checkout.lineNotes',
    ),
  ),
})
export type CheckoutInput = v.InferInput<typeof CheckoutInput>

/** The form field of one kitchen's delivery slot. */
export const kitchenSlotField = (kitchenId: number) => `slot${kitchenId}` as const

/** The form field of one kitchen's note: each kitchen of the cart gets its own. */
export const kitchenNoteField = (kitchenId: number) => `note${kitchenId}` as const

/** The API's path of the note of the cart's index-th kitchen (the form sends one per kitchen). */
export const kitchenNotePath = (index: number) => `kitchenNotes.${index}.note`

/**
 * The checkout form's text values as the API's input: what the form checks as the user types.
 * `expectedTotalKes` is the total its summary shows (record 0056).
 */
export function checkoutInputOf(
  values: Record<string, string>,
  kitchenIds: readonly number[],
  expectedTotalKes: number,
): CheckoutInput {
  const paymentMethod = PAYMENT_METHODS.find((m) => m === values.paymentMethod) ?? values.paymentMethod
  return {
    addressId: /^\d+$/.test(values.addressId ?? '') ? Number(values.addressId) : Number.NaN,
    paymentMethod: paymentMethod as CheckoutInput['paymentMethod'],
    expectedTotalKes,
    ...(paymentMethod === 'mpesa' ? { phone: values.phone ?? '' } : {}),
    kitchenNotes: kitchenIds.map((kitchenId) => ({
      kitchenId,
      note: values[kitchenNoteField(kitchenId)] ?? '',
    })),
    // A kitchen whose picker sent nothing is left to the API's default (ASAP when possible).
    slots: kitchenIds.flatMap((kitchenId) => {
      const at = values[kitchenSlotField(kitchenId)]
      return at ? [{ kitchenId, at }] : []
    }),
  }
}
