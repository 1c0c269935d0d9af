import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useEffect, useId, useRef } from 'react'
import { useCartService } from '../../../components/cart-service'
import { FieldErrors } from '../../../components/form/FieldHelp'
import { NairobiTime } from '../../../components/format/NairobiTime'
import { kitchenSlotField } from '../../../contracts/checkout.schemas'
import { ASAP, firstSlot, type SlotOffer } from '../../../lib/delivery-slots'
import { SERVICE_DEFINITIONS } from '../../../lib/service-definitions'
import { formatSlotDay } from '../../../lib/slot-format'

/** The choice a kitchen's picker starts on: ASAP while the kitchen can, else its first slot. */
export const defaultSlot = (offer: SlotOffer) => (offer.asap ? ASAP : (firstSlot(offer) ?? ''))

/** Whether the offer has this choice (ASAP or `YYYY-MM-DDTHH:MM`). */
const offers = (offer: SlotOffer, value: string) =>
  value === ASAP ? offer.asap : offer.days.some((d) => d.windows.some((w) => value === `${d.day}T${w.start}`))

/**
 * When one kitchen of the cart delivers (decision 0040): a native select, one
 * group per day, "As soon as possible" first while the kitchen is open and not paused. Part of
 * the lazily loaded checkout form. A kitchen with nothing to offer says so instead.
 */
export function SlotPicker({
  kitchen,
  pickup = false,
  offer,
  value,
  onChange,
  error,
}: {
  kitchen: { id: number; name: string; pausedUntil?: string | null }
  /** The shopper collects this kitchen's order (decision record 0116): the time is when to come for it. */
  pickup?: boolean
  offer: SlotOffer
  value: string
  onChange: (value: string) => void
  /** Why the API refused this kitchen's time (translated): said under the picker, which takes the focus. */
  error?: string | undefined
}) {
  const { i18n, _ } = useLingui()
  const id = useId()
  const select = useRef<HTMLSelectElement>(null)
  useEffect(() => {
    if (error) select.current?.focus()
  }, [error])
  const kitchenName = kitchen.name
  // A chef is booked for a date and time, a farmer's produce comes on a harvest day (service-definitions.ts).
  const fulfilment = SERVICE_DEFINITIONS[useCartService()].fulfilment
  const days = offer.days.filter((d) => d.windows.length > 0)
  if (kitchen.pausedUntil) {
    return (
      <p className="form-error">
        <Trans>
          {kitchenName} takes no orders until <NairobiTime iso={kitchen.pausedUntil} />: take its meals out of
          the cart, or order then.
        </Trans>
      </p>
    )
  }
  if (!offer.asap && days.length === 0) {
    return (
      <p className="form-error">
        <Trans>{kitchenName} takes no orders in the next 7 days: take its meals out of the cart.</Trans>
      </p>
    )
  }
  const [today, tomorrow] = offer.days.map((d) => d.day)
  const dayLabel = (day: string) => {
    const date = formatSlotDay(day, i18n.locale)
    if (day === today) return _(msg`Today, ${date}`)
    if (day === tomorrow) return _(msg`Tomorrow, ${date}`)
    return date
  }
  return (
    <div className="field">
      <label htmlFor={id}>
        {fulfilment === 'booking' ? (
          <Trans>Date and time {kitchenName} comes to you</Trans>
        ) : fulfilment === 'preorder' ? (
          <Trans>Harvest day delivery from {kitchenName}</Trans>
        ) : pickup ? (
          <Trans>Pick-up time at {kitchenName}</Trans>
        ) : (
          <Trans>Delivery time from {kitchenName}</Trans>
        )}
      </label>
      <select
        ref={select}
        id={id}
        name={kitchenSlotField(kitchen.id)}
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-errors` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {offer.asap || value === ASAP ? <option value={ASAP}>{_(msg`As soon as possible`)}</option> : null}
        {value && value !== ASAP && !offers(offer, value) ? (
          // The shopper's choice, no longer offered (it became too soon): still shown as chosen.
          <option value={value}>{`${dayLabel(value.slice(0, 10))} ${value.slice(11)}`}</option>
        ) : null}
        {days.map(({ day, windows }) => (
          <optgroup key={day} label={dayLabel(day)}>
            {windows.map(({ start, end }) => (
              <option key={start} value={`${day}T${start}`}>
                {`${start}–${end}`}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <FieldErrors id={id} errors={error ? [error] : []} />
    </div>
  )
}
