import { Trans } from '@lingui/react/macro'

/**
 * A cart, order or board line's chosen options ("Portion: Large, Spice level: Hot") and the
 * shopper's note, as plain text under the meal's name (decision record 0041).
 */
export function LineChoices({
  options,
  note,
}: {
  options: readonly { group: string; name: string }[]
  note: string | null
}) {
  if (options.length === 0 && !note) return null
  return (
    <span className="line-choices">
      {options.map((o) => `${o.group}: ${o.name}`).join(', ')}
      {note ? (
        <span className="line-note">
          <Trans>Note: {note}</Trans>
        </span>
      ) : null}
    </span>
  )
}
