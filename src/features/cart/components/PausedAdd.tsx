import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { formatNairobiTime } from '../../../lib/formatters'
import { QuantityControl } from './QuantityControl'

/**
 * In place of "Add" while a kitchen is paused (decision 0061): the API refuses the meal
 * until then, so the page says when the kitchen takes orders again instead of offering a
 * button that cannot be honoured. Text, not a disabled button: there is nothing to press.
 */
/**
 * "Add" while a kitchen is closed but takes pre-orders (decision 0043): the meal goes into the
 * cart and the checkout offers its slots, so the button says when the first one is.
 */
function PreorderLabel({ from }: { from: string }) {
  const { i18n } = useLingui()
  const time = formatNairobiTime(from, i18n.locale)
  return <Trans>Pre-order for {time}</Trans>
}

export function PausedAdd({ until }: { until: string }) {
  const { i18n } = useLingui()
  const time = formatNairobiTime(until, i18n.locale)
  return (
    <span className="badge">
      <Trans>Takes orders again from {time}</Trans>
    </span>
  )
}

/**
 * A menu's order control for one of its items (a kitchen's page, a store's, a chef's): while the
 * provider is paused, when it takes orders again; sold out today or closed, pre-ordered for a
 * later slot (record 0043), where today's portions no longer bound it (the cart checks that
 * day's); else Add.
 */
export function MenuItemOrder({
  pausedUntil,
  item,
}: {
  pausedUntil: string | null
  item: { id: number; name: string; portionsLeft: number; preorderFrom: string | null }
}) {
  if (pausedUntil) return <PausedAdd until={pausedUntil} />
  return (
    <QuantityControl
      itemId={item.id}
      name={item.name}
      left={item.preorderFrom ? undefined : item.portionsLeft}
      label={item.preorderFrom ? <PreorderLabel from={item.preorderFrom} /> : undefined}
    />
  )
}
