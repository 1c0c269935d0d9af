import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { CUISINES } from '../../../lib/catalogue-lists'
import { CUISINE_LABELS } from '../../../lib/meal-labels'

/**
 * The home page's cuisines, one tap each to the kitchens that cook it: one row that scrolls
 * sideways (the lists' chip row), so it takes one line of a phone's first screen.
 */
export function CuisineChips() {
  const { _ } = useLingui()
  return (
    <nav className="chip-row" aria-label={_(msg`Cuisines`)}>
      <ul className="chips">
        {CUISINES.map((cuisine) => (
          <li key={cuisine}>
            <Link to="/food/kitchens" search={{ cuisine }}>
              {_(CUISINE_LABELS[cuisine])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
