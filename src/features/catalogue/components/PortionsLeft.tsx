import { Plural, Trans } from '@lingui/react/macro'
import { LOW_PORTIONS_THRESHOLD } from '../../../config/constants'

/**
 * How many portions of a meal are left today, once few are: "3 left today", or "Sold out for
 * today". Above the threshold it says nothing (decision record 0017 keeps it truthful for
 * visitors' cached pages).
 */
export function PortionsLeft({ left }: { left: number }) {
  if (left > LOW_PORTIONS_THRESHOLD) return null
  return (
    <p className={left === 0 ? 'portions-left sold-out' : 'portions-left'}>
      {left === 0 ? (
        <Trans>Sold out for today</Trans>
      ) : (
        <Plural value={left} one="# left today" other="# left today" />
      )}
    </p>
  )
}
