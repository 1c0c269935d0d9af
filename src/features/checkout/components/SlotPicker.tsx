import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useId } from 'react'
import { ASAP, firstSlot, type SlotOffer } from '../../../lib/delivery-slots'
import { formatSlotDay } from '../../../lib/slot-format'
import { kitchenSlotField } from '../checkout.schemas'

/** The choice a kitchen's picker starts on: ASAP while the kitchen can, else its first slot. */
export const defaultSlot = (offer: SlotOffer) => (offer.asap ? ASAP : (firstSlot(offer) ?? ''))

/**
 * When one kitchen of the cart delivers (issue 14 point 5, record 0040): a native select, one
 * group per day, "As soon as possible" first while the kitchen is open and not paused. Part of
 * the lazily loaded checkout form. A kitchen with nothing to offer says so instead.
 */
export function SlotPicker({
  kitchen,
  offer,
  value,
  onChange,
}: {
  kitchen: { id: number; name: string }
  offer: SlotOffer
  value: string
  onChange: (value: string) => void
}) {
  const { i18n, _ } = useLingui()
  const id = useId()
  const kitchenName = kitchen.name
  const days = offer.days.filter((d) => d.windows.length > 0)
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
        <Trans>Delivery time from {kitchenName}</Trans>
      </label>
      <select
        id={id}
        name={kitchenSlotField(kitchen.id)}
        value={value}
        required
        onChange={(event) => onChange(event.target.value)}
      >
        {offer.asap ? <option value={ASAP}>{_(msg`As soon as possible`)}</option> : null}
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
    </div>
  )
}
