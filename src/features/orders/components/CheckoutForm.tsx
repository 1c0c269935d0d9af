import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Busy, SchemaForm } from '../../../components/form/SchemaForm'
import { toastMessage } from '../../../components/notifications/notify'
import { PAYMENT_METHODS, type PaymentMethod } from '../../../lib/order-lists'
import { signOutOn401 } from '../../../session/session.queries'
import { CHECKOUT_ERRORS, checkoutFormSchema, kitchenNoteField } from '../checkout-schema'
import { PAYMENT_METHOD_LABELS } from '../order-labels'
import { placeOrder } from '../orders.functions'
import { orderQuery } from '../orders.queries'

const ERROR_TEXT = {
  [CHECKOUT_ERRORS.addressId]: msg`Choose one of your delivery addresses`,
  [CHECKOUT_ERRORS.paymentMethod]: msg`Choose how you will pay`,
  [CHECKOUT_ERRORS.phone]: msg`Enter a Kenyan mobile number, such as 0712 345 678`,
  [CHECKOUT_ERRORS.note]: msg`At most 500 characters`,
  // Refusals of the whole checkout, shown in the form's alert.
  'Your cart is empty': msg`Your cart is empty`,
  'Some kitchens have not reached their minimum order': msg`Some kitchens have not reached their minimum order`,
  'Some meals in your cart are no longer available': msg`Some meals in your cart are no longer available`,
  'Your cart changed while you were checking out; please check it again': msg`Your cart changed while you were checking out; please check it again`,
  'M-Pesa is not available right now; pay cash on delivery': msg`M-Pesa is not available right now; pay cash on delivery`,
}

/** What the checkout needs of an address from the address book. */
export type CheckoutAddress = {
  id: number
  label: string
  building: string
  neighbourhood: string
  isDefault: boolean
}

type Props = {
  addresses: CheckoutAddress[]
  /** Told when the orders are placed: the cart is empty now. */
  onPlaced: () => void
  methods: readonly PaymentMethod[]
  phone: string
  /** The cart's kitchens: each gets its own note, which reaches only that kitchen. */
  kitchens: { id: number; name: string }[]
}

/** Where to deliver and how to pay; placing the order empties the cart and opens the order. */
export function CheckoutForm({ addresses, methods, phone, kitchens, onPlaced }: Props) {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const chosen = addresses.find((a) => a.isDefault) ?? addresses[0]
  return (
    <SchemaForm
      labelledBy="checkout-title"
      schema={checkoutFormSchema(kitchens.map((k) => k.id))}
      defaults={{
        addressId: chosen ? String(chosen.id) : '',
        paymentMethod: methods[0] ?? 'cash',
        phone,
        ...Object.fromEntries(kitchens.map((k) => [kitchenNoteField(k.id), ''])),
      }}
      fields={[
        {
          name: 'addressId',
          label: _(msg`Deliver to`),
          required: true,
          options: addresses.map((a) => ({
            value: String(a.id),
            label: `${a.label}: ${a.building}, ${a.neighbourhood}`,
          })),
        },
        {
          name: 'paymentMethod',
          label: _(msg`Pay with`),
          required: true,
          options: PAYMENT_METHODS.filter((m) => methods.includes(m)).map((m) => ({
            value: m,
            label: _(PAYMENT_METHOD_LABELS[m]),
          })),
        },
        {
          name: 'phone',
          label: _(msg`M-Pesa number`),
          type: 'tel',
          autoComplete: 'tel',
          hint: _(msg`We send the payment prompt to this phone; enter your PIN there. Not needed for cash.`),
        },
        ...kitchens.map(({ id, name: kitchenName }) => ({
          name: kitchenNoteField(id),
          label: _(msg`Note for ${kitchenName}`),
          multiline: true,
          hint: _(msg`Allergies, spice level, or how to find the gate`),
        })),
      ]}
      errorText={ERROR_TEXT}
      onFailure={signOutOn401(queryClient)}
      submitLabel={<Trans>Place order</Trans>}
      busyLabel={<Busy />}
      onSubmit={(values) => {
        const paymentMethod = PAYMENT_METHODS.find((m) => m === values.paymentMethod) ?? 'cash'
        return placeOrder({
          data: {
            addressId: Number(values.addressId),
            paymentMethod,
            ...(paymentMethod === 'mpesa' ? { phone: values.phone } : {}),
            kitchenNotes: kitchens
              .map((k) => ({ kitchenId: k.id, note: (values[kitchenNoteField(k.id)] ?? '').trim() }))
              .filter((entry) => entry.note),
          },
        })
      }}
      onSuccess={(result) => {
        onPlaced()
        void queryClient.invalidateQueries({ queryKey: ['me'] })
        toastMessage({
          type: 'success',
          title: result.payment ? _(msg`Check your phone for the M-Pesa prompt`) : _(msg`Order placed`),
        })
        // The order page opens on what the checkout answered: no second fetch.
        for (const placed of result.orders) queryClient.setQueryData(orderQuery(placed.id).queryKey, placed)
        const first = result.orders[0]
        if (first) void navigate({ to: '/account/orders/$id', params: { id: String(first.id) } })
      }}
    />
  )
}
