import * as v from 'valibot'
import { PAYMENT_METHODS } from '../../lib/order-lists'
import { normaliseKenyanPhone } from '../../lib/phone'

/** The English rule texts of the checkout form; the form shows each in the shopper's language. */
export const CHECKOUT_ERRORS = {
  addressId: 'Choose one of your delivery addresses',
  paymentMethod: 'Choose how you will pay',
  phone: 'Enter a Kenyan mobile number, such as 0712 345 678',
  note: 'At most 500 characters',
} as const

/** The form field of one kitchen's note: each kitchen of the cart gets its own. */
export const kitchenNoteField = (kitchenId: number) => `note${kitchenId}` as const

/**
 * The checkout form's text values for a cart with these kitchens; the M-Pesa number is needed
 * only when paying by M-Pesa.
 */
export const checkoutFormSchema = (kitchenIds: readonly number[]) =>
  v.pipe(
    v.object({
      addressId: v.pipe(v.string(), v.regex(/^\d+$/, CHECKOUT_ERRORS.addressId)),
      paymentMethod: v.picklist(PAYMENT_METHODS, CHECKOUT_ERRORS.paymentMethod),
      phone: v.string(),
      ...Object.fromEntries(
        kitchenIds.map((id) => [
          kitchenNoteField(id),
          v.pipe(v.string(), v.maxLength(500, CHECKOUT_ERRORS.note)),
        ]),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['paymentMethod'], ['phone']],
        ({ paymentMethod, phone }) => paymentMethod !== 'mpesa' || normaliseKenyanPhone(phone) !== null,
        CHECKOUT_ERRORS.phone,
      ),
      ['phone'],
    ),
  )
