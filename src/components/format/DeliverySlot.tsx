import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { formatSlotDay } from '../../lib/slot-format'

export type Slot = { day: string; start: string; end: string } | null

/**
 * When an order is delivered (decision 0040): the 30-minute slot the shopper chose, Nairobi
 * time, or as soon as possible. Shown on the order page, the receipt and the kitchen board.
 */
export function DeliverySlot({ slot }: { slot: Slot }) {
  const { i18n } = useLingui()
  if (!slot) {
    return (
      <span className="delivery-slot">
        <Trans>Delivery as soon as possible</Trans>
      </span>
    )
  }
  const day = formatSlotDay(slot.day, i18n.locale)
  const { start, end } = slot
  return (
    <span className="delivery-slot delivery-slot-booked">
      <Trans>
        Delivery slot: {day}, {start}–{end} (Nairobi time)
      </Trans>
    </span>
  )
}
