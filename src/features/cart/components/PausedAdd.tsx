import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { formatNairobiTime } from '../../../lib/formatters'

/**
 * In place of "Add" while a kitchen is paused (decision 0061): the API refuses the meal
 * until then, so the page says when the kitchen takes orders again instead of offering a
 * button that cannot be honoured. Text, not a disabled button: there is nothing to press.
 */
/**
 * "Add" while a kitchen is closed but takes pre-orders (decision 0043): the meal goes into the
 * cart and the checkout offers its slots, so the button says when the first one is.
 */
export function PreorderLabel({ from }: { from: string }) {
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
