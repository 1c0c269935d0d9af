import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { formatRating } from '../../lib/formatters'
import { formatKes } from '../../lib/money'
import { rememberStoreLocation } from '../../lib/store-location'
import type { DrawnMap, Pin, PinDetails } from './leaflet-map'
import { fetchMapSettings } from './map.functions'

/** What the map needs of a kitchen; a listed one (a KitchenSummary) has the rest for its popup. */
type MapKitchen = {
  id: number
  name: string
  neighbourhood: string
  lat: number
  lng: number
  coverImage?: string
  rating?: number
  ratingCount?: number
  deliveryFeeKes?: number
  prepMinutes?: number
  openNow?: boolean
}

type Props = {
  kitchens: MapKitchen[]
  /** The area the list is narrowed to ('search this area'): 'south,west,north,east'. */
  bbox?: string | undefined
  /** Puts the map's bounds into the URL; absent on a kitchen's own small map. */
  onSearchArea?: ((bbox: string) => void) | undefined
  /** A smaller map without 'near me' (a kitchen's page). */
  small?: boolean
  /** Once 'near me' kept the shopper's location: the list puts the nearest first. */
  onLocated?: (() => void) | undefined
}

type Problem = 'tiles' | 'refused' | 'unavailable' | null

/**
 * The kitchens on a map (decision 0038). Loaded lazily by the pages that show it; Leaflet
 * itself is imported once this is mounted in the browser (./leaflet-map.ts). The map is an extra:
 * the page's list of the same kitchens beside it is what keyboards and screen readers use, and
 * what still works when the tiles cannot load.
 */
export default function KitchenMap({ kitchens, bbox, onSearchArea, small = false, onLocated }: Props) {
  const { _, i18n } = useLingui()
  const router = useRouter()
  const element = useRef<HTMLElement>(null)
  const drawn = useRef<DrawnMap | null>(null)
  const [problem, setProblem] = useState<Problem>(null)
  const [ready, setReady] = useState(false)
  const [located, setLocated] = useState(false)
  const label = small ? _(msg`Where the kitchen is`) : _(msg`Map of the kitchens listed on this page`)
  const youAreHere = _(msg`You are here`)
  const pinsKey = kitchens.map((k) => k.id).join(',')

  /** A listed kitchen's popup facts, in the shopper's language; a meal's kitchen (search) has none. */
  const detailsOf = (k: MapKitchen): PinDetails | undefined => {
    const {
      coverImage,
      rating: rated,
      ratingCount: reviews,
      deliveryFeeKes,
      prepMinutes: minutes,
      openNow,
    } = k
    if (
      coverImage === undefined ||
      rated === undefined ||
      reviews === undefined ||
      deliveryFeeKes === undefined ||
      minutes === undefined ||
      openNow === undefined
    )
      return undefined
    const rating = formatRating(rated, i18n.locale)
    // Isolated (FSI…PDI) as <Kes> isolates it, so a right-to-left line keeps the amount whole.
    const fee = `\u2068${formatKes(deliveryFeeKes, i18n.locale)}\u2069`
    return {
      photo: coverImage,
      rating: `★ ${rating} (${reviews})`,
      ratingLabel: _(
        msg`${plural(reviews, { one: `Rated ${rating} out of 5 by # person`, other: `Rated ${rating} out of 5 by # people` })}`,
      ),
      fee: _(msg`Delivery from ${fee}`),
      eta: _(msg`${minutes} min`),
      open: openNow ? _(msg`Open`) : _(msg`Closed`),
      isOpen: openNow,
    }
  }
  const pinsOf = (list: MapKitchen[]): Pin[] =>
    list.map((k) => ({
      id: k.id,
      name: k.name,
      neighbourhood: k.neighbourhood,
      lat: k.lat,
      lng: k.lng,
      details: detailsOf(k),
      // The URL as the browser shows it (with the locale's prefix, the router's output rewrite).
      href: router.buildLocation({ to: '/food/kitchens/$id', params: { id: String(k.id) } }).publicHref,
    }))
  // The kitchens of the latest render, for a map that finishes drawing after they changed.
  const latest = useRef(kitchens)
  latest.current = kitchens

  // Drawn once: a new list ('search this area', a filter) changes the markers, not the view the
  // shopper chose (and removing a map mid-animation trips Leaflet).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first area and kitchens only
  useEffect(() => {
    let cancelled = false
    if (!navigator.onLine) setProblem('tiles')
    const offline = () => setProblem('tiles')
    window.addEventListener('offline', offline)
    void (async () => {
      try {
        const [{ drawMap }, settings] = await Promise.all([import('./leaflet-map'), fetchMapSettings()])
        if (cancelled || !element.current) return
        const map = await drawMap(element.current, {
          settings,
          bbox,
          label,
          pins: pinsOf(latest.current),
          onTilesFailed: () => setProblem('tiles'),
          onOpen: (id) => void router.navigate({ to: '/food/kitchens/$id', params: { id: String(id) } }),
        })
        if (cancelled) map.remove()
        else {
          drawn.current = map
          setReady(true)
        }
      } catch {
        // Leaflet's chunk or the settings could not load (offline): the list still works.
        if (!cancelled) setProblem('tiles')
      }
    })()
    return () => {
      cancelled = true
      window.removeEventListener('offline', offline)
      drawn.current?.remove()
      drawn.current = null
    }
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: the kitchens' ids say when they changed
  useEffect(() => {
    drawn.current?.showPins(pinsOf(kitchens))
  }, [pinsKey])

  const nearMe = () => {
    if (!('geolocation' in navigator)) return setProblem('unavailable')
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setProblem(null)
        drawn.current?.centreOn(coords.latitude, coords.longitude, youAreHere)
        // Kitchen pages price delivery to here from now on (a signed-in shopper's address wins).
        rememberStoreLocation(coords.latitude, coords.longitude)
        setLocated(true)
        onLocated?.()
      },
      (error) => setProblem(error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable'),
      { timeout: 10_000, maximumAge: 300_000 },
    )
  }

  return (
    <div className={small ? 'kitchen-map kitchen-map-small' : 'kitchen-map'}>
      {problem ? (
        <p className="map-problem" role="alert">
          {problem === 'tiles' && small ? (
            <Trans>The map cannot load right now.</Trans>
          ) : problem === 'tiles' ? (
            <Trans>The map cannot load right now; the list below still works.</Trans>
          ) : problem === 'refused' ? (
            <Trans>
              Your location was not shared, so the map cannot centre on you. Move the map yourself or use the
              filters.
            </Trans>
          ) : (
            <Trans>Your location could not be found. Move the map yourself or use the filters.</Trans>
          )}
        </p>
      ) : null}
      {located ? (
        <p role="status">
          <Trans>Kitchen pages now show the delivery fee to where you are.</Trans>
        </p>
      ) : null}
      {small ? null : (
        <div className="map-actions">
          <button type="button" className="button" onClick={nearMe} disabled={!ready}>
            <Trans>Near me</Trans>
          </button>
          {onSearchArea ? (
            <button
              type="button"
              className="button"
              disabled={!ready}
              onClick={() => drawn.current && onSearchArea(drawn.current.bounds())}
            >
              <Trans>Search this area</Trans>
            </button>
          ) : null}
        </div>
      )}
      <section ref={element} className="map-canvas" aria-label={label} />
    </div>
  )
}
