import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { formatNairobiTime } from '../../../lib/formatters'

/**
 * In place of "Add" while a kitchen is paused (issue 14 point 8): the API refuses the meal
 * until then, so the page says when the kitchen takes orders again instead of offering a
 * button that cannot be honoured. Text, not a disabled button: there is nothing to press.
 */
export function PausedAdd({ until }: { until: string }) {
  const { i18n } = useLingui()
  const time = formatNairobiTime(until, i18n.locale)
  return (
    <span className="badge">
      <Trans>Takes orders again from {time}</Trans>
    </span>
  )
}
