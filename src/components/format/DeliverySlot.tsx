import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { formatSlotDay } from '../../lib/slot-format'

export type Slot = { day: string; start: string; end: string } | null

/**
 * When an order is delivered, or picked up (decisions 0040, 0116): the 30-minute slot the
 * shopper chose, Nairobi time, or as soon as possible. Shown on the order page, the receipt and
 * the kitchen board.
 */
export function DeliverySlot({ slot, pickup = false }: { slot: Slot; pickup?: boolean }) {
  const { i18n } = useLingui()
  if (!slot) {
    return (
      <span className="delivery-slot">
        {pickup ? <Trans>Pick-up as soon as possible</Trans> : <Trans>Delivery as soon as possible</Trans>}
      </span>
    )
  }
  const day = formatSlotDay(slot.day, i18n.locale)
  const { start, end } = slot
  return (
    <span className="delivery-slot delivery-slot-booked">
      {pickup ? (
        <Trans>
          Pick-up slot: {day}, {start}–{end} (Nairobi time)
        </Trans>
      ) : (
        <Trans>
          Delivery slot: {day}, {start}–{end} (Nairobi time)
        </Trans>
      )}
    </span>
  )
}
