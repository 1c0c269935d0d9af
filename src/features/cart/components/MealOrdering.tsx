import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { formatNairobiTime } from '../../../lib/formatters'
import { QuantityControl } from './QuantityControl'

type Ordering = { pausedUntil: string | null; preorderFrom: string | null }

/**
 * The meal page's "Add" (decisions 0043, 0061): while its kitchen is paused, when it takes orders
 * again (the API refuses the meal until then); while it is closed or the meal is sold out today,
 * "Pre-order for <first slot on a day with portions>".
 * The kitchen page has its own (PausedAdd.tsx): sharing one module
 * would split it into a chunk of its own on both pages' critical path.
 */
export function MealOrdering({
  meal,
  ordering,
}: {
  meal: { id: number; name: string; portionsLeft: number }
  ordering: Ordering
}) {
  const { i18n } = useLingui()
  const at = ordering.pausedUntil ?? ordering.preorderFrom
  const time = at ? formatNairobiTime(at, i18n.locale) : ''
  if (ordering.pausedUntil) {
    return (
      <span className="badge">
        <Trans>Takes orders again from {time}</Trans>
      </span>
    )
  }
  return (
    <QuantityControl
      itemId={meal.id}
      name={meal.name}
      // Pre-ordered for a later slot (closed now, or sold out today): today's portions do not bound it.
      left={at ? undefined : meal.portionsLeft}
      label={at ? <Trans>Pre-order for {time}</Trans> : undefined}
    />
  )
}
