import { Plural, Trans } from '@lingui/react/macro'

/**
 * "12 meals", or "More than 100 meals" when the list's count stopped before its end (a catalogue
 * list counts only so far, decision 0105: `totalCapped`).
 */
export function ResultCount({
  total,
  capped,
  what,
}: {
  total: number
  capped?: boolean | undefined
  what: 'kitchens' | 'meals'
}) {
  if (what === 'kitchens') {
    return capped ? (
      <Trans>
        More than <Plural value={total} one="# kitchen" other="# kitchens" />
      </Trans>
    ) : (
      <Plural value={total} one="# kitchen" other="# kitchens" />
    )
  }
  return capped ? (
    <Trans>
      More than <Plural value={total} one="# meal" other="# meals" />
    </Trans>
  ) : (
    <Plural value={total} one="# meal" other="# meals" />
  )
}
