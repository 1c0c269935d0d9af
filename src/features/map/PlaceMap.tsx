import { Trans } from '@lingui/react/macro'
import { Suspense, useEffect, useRef, useState } from 'react'
import { lazyComponent } from '../../boot/lazy-component'

const KitchenMap = lazyComponent('PlaceMap.KitchenMap', () => import('./KitchenMap'))

type Place = { id: number; name: string; neighbourhood: string; lat: number; lng: number }

/**
 * A kitchen's place on a small map (decision 0038), behind a closed <details>: the map's
 * code, Leaflet and the tiles load only when the shopper opens it. Loaded lazily by the page.
 */
export default function PlaceMap({ kitchen }: { kitchen: Place }) {
  const [open, setOpen] = useState(false)
  const details = useRef<HTMLDetailsElement>(null)
  // Opened before this part's code arrived (it hydrates after the page): no toggle event came.
  useEffect(() => {
    if (details.current?.open) setOpen(true)
  }, [])
  return (
    <details ref={details} className="place-map" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <Trans>Show on a map</Trans>
      </summary>
      {open ? (
        <Suspense fallback={null}>
          <KitchenMap kitchens={[kitchen]} small />
        </Suspense>
      ) : null}
    </details>
  )
}
