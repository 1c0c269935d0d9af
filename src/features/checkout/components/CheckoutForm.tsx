import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useCartService } from '../../../components/cart-service'
import { Busy, SchemaForm } from '../../../components/form/SchemaForm'
import { PAYMENT_METHOD_LABELS } from '../../../components/format/payment-method-labels'
import { FailureAlert } from '../../../components/notifications/FailureAlert'
import { toastMessage } from '../../../components/notifications/notify'
import {
  CheckoutInput,
  checkoutInputOf,
  kitchenNoteField,
  kitchenNotePath,
  kitchenSlotField,
} from '../../../contracts/checkout.schemas'
import { useMessageText } from '../../../i18n/use-message-text'
import { endsAttempt, newAttemptKey } from '../../../lib/attempt-key'
import type { SlotOffer } from '../../../lib/delivery-slots'
import { type OrderFulfilment, PAYMENT_METHODS, type PaymentMethod } from '../../../lib/order-lists'
import { localKenyanPhone } from '../../../lib/phone-format'
import { signOutOn401 } from '../../../session/session.queries'
import { placeOrder } from '../checkout.functions'
import type { PlacedOrder } from '../checkout.types'
import { type PriceChangeDetails, priceChangeOf, type ShownLine, type ShownTotal } from '../price-change'
import { DeliverySummary, type DeliverySummaryCart } from './DeliverySummary'
import { FulfilmentChoice, type FulfilmentGroup } from './FulfilmentChoice'
import { PriceChanged } from './PriceChanged'
import { defaultSlot, SlotPicker } from './SlotPicker'
import { StaysInCart } from './StaysInCart'

/** The API's refusals of one kitchen's delivery time (src/domain/checkout/slots.ts): they name it. */
const SLOT_CODES = new Set([
  'checkout.kitchenPaused',
  'checkout.slotRequired',
  'checkout.asapClosed',
  'checkout.slotPast',
  'checkout.slotTooFar',
  'checkout.slotOutsideHours',
  'checkout.slotTooSoon',
  'checkout.slotAfterCutoff',
  'checkout.slotPaused',
])

/** Shown by the form's own notice, with its accept button, instead of the alert. */
const PRICE_CHANGED = new Set(['checkout.priceChanged'])

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
  /** Told the orders placed, before their page opens (it opens on them). */
  onPlaced: (orders: PlacedOrder[]) => void
  /** Told once the first order's page shows, and whether other kitchens' lines stayed in the cart. */
  onOrderShown: (partial: boolean) => void
  /** Told when the API refused the cart as it is (409): a meal sold out, or the cart changed. */
  onRefused: () => void
  methods: readonly PaymentMethod[]
  phone: string
  /** M-Pesa numbers the shopper paid with before, most recent first: offered under the field. */
  usedPhones: string[]
  /** The cart's kitchens: each gets its own note, which reaches only that kitchen. */
  kitchens: { id: number; name: string }[]
  /** The cart as priced now: its deliveries are summed up above the button. */
  cart: Omit<DeliverySummaryCart, 'groups'> & {
    deliveryFeesKes: number
    discountKes: number
    groups: (DeliverySummaryCart['groups'][number] &
      FulfilmentGroup & {
        checkoutNow: boolean
        belowMinimumKes: number
        /** When the kitchen can deliver: ASAP now or not, and its slots (record 0040). */
        slots: SlotOffer
        lines: ShownLine[]
      })[]
    /** The groups that can be ordered now and what ordering only them charges. */
    ready: { kitchenIds: number[]; totalKes: number; deliveryFeesKes: number; discountKes: number }
  }
  /** Prices the cart's deliveries to the address chosen (the API prices the checkout to it too). */
  onAddressChange: (addressId: number) => void
  /** Keeps one kitchen's delivery or pick-up on the cart, which comes back priced to the address. */
  onFulfilmentChange: (
    kitchenId: number,
    fulfilment: OrderFulfilment,
    addressId: number | undefined,
  ) => Promise<void>
}

/** Where to deliver and how to pay; placing the order empties the cart and opens the order. */
export function CheckoutForm({
  addresses,
  methods,
  phone,
  usedPhones,
  kitchens,
  onPlaced,
  onOrderShown,
  onRefused,
  cart,
  onAddressChange,
  onFulfilmentChange,
}: Props) {
  const { _ } = useLingui()
  const service = useCartService()
  const messageText = useMessageText()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const chosen = addresses.find((a) => a.isDefault) ?? addresses[0]
  // Some kitchens reached their minimum and others did not: "Place order" orders the first and
  // the others stay in the cart to top up (record 0039). Any other reason a kitchen cannot order
  // (paused, out of range, sold out) still refuses the whole checkout, naming it, as before.
  const ready = cart.ready.kitchenIds
  const partial =
    ready.length > 0 &&
    ready.length < cart.groups.length &&
    cart.groups.every((g) => g.checkoutNow || g.belowMinimumKes > 0)
  const ordered = partial ? kitchens.filter((k) => ready.includes(k.id)) : kitchens
  const kitchenIds = ordered.map((k) => k.id)
  // Each kitchen's delivery time, chosen beside the form's fields: ASAP while it can, else its
  // first slot (record 0040). Kept here, so the pickers live in this lazily loaded chunk.
  const [slots, setSlots] = useState<Record<number, string>>({})
  // A refused time (422 on `slots`, or a pause since: 409) names its kitchen by id: the error is
  // said under that kitchen's picker too, besides the form's alert; choosing again clears it.
  const [slotError, setSlotError] = useState<{ kitchenId: number; text: string } | null>(null)
  const slotOf = (kitchenId: number) => {
    const chosenSlot = slots[kitchenId]
    // A choice the cart no longer offers (ASAP once today sold out) stays chosen, never changed
    // silently: the picker still shows it and the API says why it cannot be had, under it.
    if (chosenSlot !== undefined) return chosenSlot
    const offer = cart.groups.find((g) => g.kitchen.id === kitchenId)?.slots
    return offer ? defaultSlot(offer) : ''
  }
  const summary = partial
    ? {
        ...cart,
        totalKes: cart.ready.totalKes,
        deliveryFeesKes: cart.ready.deliveryFeesKes,
        discountKes: cart.ready.discountKes,
        groups: cart.groups.filter((g) => g.checkoutNow),
      }
    : cart
  const inputOf = (values: Record<string, string>) => ({
    ...checkoutInputOf(
      { ...values, ...Object.fromEntries(kitchenIds.map((id) => [kitchenSlotField(id), slotOf(id)])) },
      kitchenIds,
      summary.totalKes,
    ),
    ...(partial ? { kitchenIds } : {}),
  })
  const staying = partial ? cart.groups.filter((g) => !g.checkoutNow) : []
  // One key per checkout attempt: a press after a timeout or a lost connection sends the same
  // key, so the API answers the orders it already placed instead of placing them again.
  const attemptKey = useRef<string | null>(null)
  // The total the summary shows is the total the checkout may charge (record 0056): another
  // total today comes back as a price change, shown with what moved; the shopper accepts it with
  // one tap, which sends that total instead. `shown` is the summary as it was pressed.
  const [priceChange, setPriceChange] = useState<{ shown: ShownTotal; now: PriceChangeDetails } | null>(null)
  const shownAtPress = useRef<ShownTotal | null>(null)
  const acceptedTotal = useRef<number | null>(null)
  // The fees shown are for the address chosen: a cart answered for another one (the default,
  // after a quantity changed) is priced again. The API answers the address asked, so this settles.
  const [addressId, setAddressId] = useState(chosen?.id)
  useEffect(() => {
    if (addressId !== undefined && cart.addressId !== addressId) onAddressChange(addressId)
  }, [addressId, cart.addressId, onAddressChange])
  const chooseFulfilment = useMutation({
    mutationFn: ({ kitchenId, fulfilment }: { kitchenId: number; fulfilment: OrderFulfilment }) =>
      onFulfilmentChange(kitchenId, fulfilment, addressId),
  })
  const anyPickup = summary.groups.some((g) => g.fulfilment === 'pickup')
  const everyPickup = summary.groups.every((g) => g.fulfilment === 'pickup')
  return (
    // The address select's change bubbles here: SchemaForm keeps its own values.
    <div
      onChange={(event) => {
        const field = event.target as EventTarget as HTMLSelectElement
        if (field.name === 'addressId' && field.value) setAddressId(Number(field.value))
      }}
    >
      <SchemaForm
        labelledBy="checkout-title"
        schema={CheckoutInput}
        toInput={inputOf}
        defaults={{
          addressId: chosen ? String(chosen.id) : '',
          paymentMethod: methods[0] ?? 'cash',
          // The number last paid with, else the account's.
          phone: usedPhones[0] ?? (phone && localKenyanPhone(phone)),
          ...Object.fromEntries(ordered.map((k) => [kitchenNoteField(k.id), ''])),
        }}
        fields={[
          {
            name: 'addressId',
            // Nothing delivered (decision record 0116): the address is the shopper's contact only.
            label: everyPickup ? _(msg`Your address and phone`) : _(msg`Deliver to`),
            ...(everyPickup
              ? { hint: _(msg`You collect your order: the kitchen gets only your phone number.`) }
              : {}),
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
            suggestions: usedPhones,
            hint: _(
              msg`We send the payment prompt to this phone; enter your PIN there. Not needed for cash.`,
            ),
          },
          ...ordered.map(({ id, name: kitchenName }, index) => ({
            name: kitchenNoteField(id),
            apiName: kitchenNotePath(index),
            label: _(msg`Note for ${kitchenName}`),
            multiline: true,
            hint: _(msg`Allergies, spice level, or how to find the gate`),
          })),
        ]}
        quietCodes={PRICE_CHANGED}
        onFailure={(status, code, values, details) => {
          if (endsAttempt(status, code)) attemptKey.current = null
          const now = priceChangeOf(code, details)
          setPriceChange(now && shownAtPress.current ? { shown: shownAtPress.current, now } : null)
          const kitchenId = values?.kitchenId
          setSlotError(
            code && SLOT_CODES.has(code) && typeof kitchenId === 'number'
              ? { kitchenId, text: messageText(code, values) }
              : null,
          )
          signOutOn401(queryClient)(status)
          if (status === 409) onRefused()
        }}
        submitLabel={<Trans>Place order</Trans>}
        busyLabel={<Busy />}
        onSubmit={(values) => {
          const input = inputOf(values)
          attemptKey.current ??= newAttemptKey()
          const expectedTotalKes = acceptedTotal.current ?? summary.totalKes
          acceptedTotal.current = null
          shownAtPress.current = {
            totalKes: expectedTotalKes,
            deliveryFeesKes: priceChange?.now.deliveryFeesKes ?? summary.deliveryFeesKes,
            discountKes: priceChange?.now.discountKes ?? summary.discountKes,
            lines: priceChange
              ? priceChange.now.lines.map((l) => ({ ...l, meal: { id: l.itemId, name: l.name } }))
              : summary.groups.flatMap((g) => g.lines),
          }
          setPriceChange(null)
          // Only the kitchens that were given a note.
          return placeOrder({
            data: {
              ...input,
              service,
              kitchenNotes: input.kitchenNotes?.filter((n) => n.note.trim()),
              expectedTotalKes,
              idempotencyKey: attemptKey.current,
            },
          })
        }}
        onSuccess={async (result) => {
          toastMessage({
            type: 'success',
            title: result.payment ? _(msg`Check your phone for the M-Pesa prompt`) : _(msg`Order placed`),
          })
          // The order page opens on what the checkout answered: no second fetch. The cart is
          // emptied, and the account's data read again, only once that page shows: done before,
          // the cart page re-rendered empty and said "Your cart is empty" while the order page
          // loaded. Until then the form stays busy, its attempt key kept: a second press sends it.
          onPlaced(result.orders)
          const first = result.orders[0]
          try {
            if (first) await navigate({ to: '/account/orders/$id', params: { id: String(first.id) } })
          } finally {
            attemptKey.current = null
            onOrderShown(partial)
            void queryClient.invalidateQueries({ queryKey: ['me'] })
          }
        }}
      >
        <FulfilmentChoice
          groups={summary.groups}
          pending={chooseFulfilment.isPending ? chooseFulfilment.variables : undefined}
          onChoose={(kitchenId, fulfilment) => chooseFulfilment.mutate({ kitchenId, fulfilment })}
        />
        <FailureAlert error={chooseFulfilment.error} />
        <fieldset className="slot-pickers">
          <legend>
            {anyPickup ? <Trans>When to deliver or collect</Trans> : <Trans>When to deliver</Trans>}
          </legend>
          {summary.groups.map((group) => (
            <SlotPicker
              key={group.kitchen.id}
              kitchen={group.kitchen}
              pickup={group.fulfilment === 'pickup'}
              offer={group.slots}
              value={slotOf(group.kitchen.id)}
              onChange={(value) => {
                setSlots((before) => ({ ...before, [group.kitchen.id]: value }))
                if (slotError?.kitchenId === group.kitchen.id) setSlotError(null)
              }}
              error={slotError?.kitchenId === group.kitchen.id ? slotError.text : undefined}
            />
          ))}
        </fieldset>
        <DeliverySummary cart={summary} />
        {priceChange ? (
          <PriceChanged
            shown={priceChange.shown}
            now={priceChange.now}
            onAccept={() => {
              acceptedTotal.current = priceChange.now.totalKes
            }}
          />
        ) : null}
        {staying.length > 0 ? <StaysInCart groups={staying} /> : null}
      </SchemaForm>
    </div>
  )
}
