import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useLocation, useRouter } from '@tanstack/react-router'
import { useRef } from 'react'
import { useModalDetails } from '../../components/useModalDetails'
import { NEIGHBOURHOODS } from '../../lib/catalogue-lists'
import { chooseDeliveryArea, isNeighbourhood } from '../../lib/delivery-area'
import { isPlacedQuery } from '../../lib/placed-queries'
import type { DeliveryPlace } from './delivery-place'

/**
 * "Deliver to" at the top of the home page: the place the rails are sorted and priced for, and a
 * sheet to choose another area. The form posts to /deliver-to without the script; with it the
 * page writes the cookie, forgets the lists it had for the old place and loads them again.
 */
export function DeliverTo({ place, signedIn }: { place: DeliveryPlace; signedIn: boolean }) {
  const { _ } = useLingui()
  const sheet = useRef<HTMLDetailsElement>(null)
  useModalDetails(sheet)
  const router = useRouter()
  const queryClient = useQueryClient()
  // The page as its address bar shows it (with its language), to come back to without the script.
  const back = useLocation({ select: (location) => location.publicHref })
  const where =
    place === null ? (
      <Trans>Choose your area</Trans>
    ) : place.kind === 'address' ? (
      <bdi>
        {place.label} · {place.area}
      </bdi>
    ) : (
      <bdi>{place.area}</bdi>
    )
  return (
    <details className="filter-sheet deliver-to" ref={sheet}>
      <summary className="deliver-to-button">
        <span className="deliver-to-label">
          <Trans>Deliver to</Trans>
        </span>{' '}
        <strong>{where}</strong>
      </summary>
      <div className="sheet-backdrop" data-sheet-close="" aria-hidden="true" />
      <div className="sheet-panel" role="dialog" aria-labelledby="deliver-to-title">
        <div className="sheet-head">
          <h2 id="deliver-to-title" tabIndex={-1} data-sheet-focus="">
            <Trans>Where should we deliver?</Trans>
          </h2>
          <button type="button" className="sheet-close-button" data-sheet-close="">
            <span className="visually-hidden">{_(msg`Close`)}</span>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <form
          method="post"
          action="/deliver-to"
          className="deliver-to-form"
          onSubmit={(event) => {
            event.preventDefault()
            const area = String(new FormData(event.currentTarget).get('area') ?? '')
            chooseDeliveryArea(isNeighbourhood(area) ? area : null)
            if (sheet.current) sheet.current.open = false
            // The lists were answered for the old place: ask again for the new one.
            queryClient.removeQueries({ predicate: isPlacedQuery })
            void router.invalidate()
          }}
        >
          <label htmlFor="deliver-to-area">
            <Trans>Area of Nairobi</Trans>
          </label>
          <select id="deliver-to-area" name="area" defaultValue={place?.kind === 'area' ? place.area : ''}>
            <option value="">{_(msg`Anywhere in Nairobi`)}</option>
            {NEIGHBOURHOODS.map((area) => (
              <option key={area} value={area}>
                {area}
              </option>
            ))}
          </select>
          <input type="hidden" name="back" value={back} />
          <button type="submit" className="button">
            <Trans>Deliver here</Trans>
          </button>
        </form>
        <p className="card-meta">
          {signedIn ? (
            <Trans>
              Without a chosen area we deliver to your default address:{' '}
              <Link to="/account/addresses">your addresses</Link>
            </Trans>
          ) : (
            <Trans>Kitchens near the area you choose come first.</Trans>
          )}
        </p>
      </div>
    </details>
  )
}
