import L from 'leaflet'
import leafletCss from 'leaflet/dist/leaflet.css?inline'
import clusterCss from 'leaflet.markercluster/dist/MarkerCluster.css?inline'
import clusterThemeCss from 'leaflet.markercluster/dist/MarkerCluster.Default.css?inline'
import mapCss from './map.css?inline'
import type { MapSettings } from './map.functions'
import { removeMap } from './remove-map'

/**
 * Leaflet itself (record 0038), imported only by the map component once it is on screen, so
 * neither its script nor its CSS is on any page's critical path. Browser only: Leaflet reads
 * `window` as it loads.
 */

export type Pin = {
  id: number
  name: string
  neighbourhood: string
  lat: number
  lng: number
  href: string
  /** What the popup tells of a listed kitchen, already in the shopper's language (KitchenMap). */
  details?: PinDetails | undefined
}

/** A popup's facts as text; `ratingLabel` is the rating read out ("Rated 4.5 out of 5 by 12 people"). */
export type PinDetails = {
  photo: string
  rating: string
  ratingLabel: string
  fee: string
  eta: string
  open: string
  isOpen: boolean
}

/** Central Nairobi, where the map opens when it has no kitchen to show. */
const NAIROBI: L.LatLngTuple = [-1.2864, 36.8172]
/** OpenStreetMap's tiles go no deeper. */
const MAX_ZOOM = 19

export type DrawnMap = {
  /** The map's bounds now, rounded, as 'south,west,north,east' for 'search this area'. */
  bounds: () => string
  /** Centres on the shopper's location and marks it. */
  centreOn: (lat: number, lng: number, label: string) => void
  /** Replaces the markers (a new list), keeping the view. */
  showPins: (pins: Pin[]) => void
  remove: () => void
}

export async function drawMap(
  element: HTMLElement,
  options: {
    settings: MapSettings
    pins: Pin[]
    bbox: string | undefined
    label: string
    onTilesFailed: () => void
    onOpen: (id: number) => void
  },
): Promise<DrawnMap> {
  addStyles()
  // Leaflet.markercluster extends the global L (its UMD build has no import of its own).
  ;(window as unknown as { L: typeof L }).L ??= L
  await import('leaflet.markercluster')

  // The tiles' deepest zoom, known before the tile layer is there to say it.
  const map = L.map(element, { keyboard: true, maxZoom: MAX_ZOOM })
  // The first view is set before any layer and without animation: the tiles of that view are
  // the only ones fetched (opening on the whole city and then zooming in fetched a zoom-12 set
  // first, on the shopper's metered data), and the markers are clustered once, at their final
  // place, instead of flying out of their clusters while a tap could already land on them.
  showFirstView(map, options.bbox, options.pins)
  element.setAttribute('aria-label', options.label)
  const tiles = L.tileLayer(options.settings.tileUrl, {
    attribution: escapeHtml(options.settings.attribution),
    maxZoom: MAX_ZOOM,
  })
  tiles.on('tileerror', options.onTilesFailed)
  tiles.addTo(map)

  const cluster = L.markerClusterGroup({ showCoverageOnHover: false })
  const icon = L.divIcon({
    className: 'map-pin',
    iconSize: [22, 22],
    iconAnchor: [11, 22],
    popupAnchor: [0, -20],
  })
  // The markers on the map by kitchen: a new list (a refetch, a filter) adds and removes only the
  // markers that changed, so a popup the shopper opened stays open while its kitchen is listed.
  // One by one on purpose: the cluster group's batch addLayers/removeLayers redraws the markers
  // already shown and closes their popup (kitchen-map.spec caught it).
  const markers = new Map<number, { marker: L.Marker; pin: Pin }>()
  const same = (a: Pin, b: Pin) => JSON.stringify(a) === JSON.stringify(b)
  const showPins = (pins: Pin[]) => {
    const next = new Map(pins.map((pin) => [pin.id, pin]))
    for (const [id, shown] of markers) {
      const pin = next.get(id)
      if (pin && same(pin, shown.pin)) continue
      cluster.removeLayer(shown.marker)
      markers.delete(id)
    }
    for (const pin of next.values()) {
      if (markers.has(pin.id)) continue
      const marker = L.marker([pin.lat, pin.lng], { title: pin.name, alt: pin.name, icon })
      marker.bindPopup(() => popup(pin, options.onOpen))
      markers.set(pin.id, { marker, pin })
      cluster.addLayer(marker)
    }
  }
  showPins(options.pins)
  map.addLayer(cluster)

  let me: L.CircleMarker | undefined
  return {
    bounds: () => {
      const b = map.getBounds()
      const round = (n: number, min: number, max: number) =>
        Math.min(max, Math.max(min, Number(n.toFixed(4))))
      return [
        round(b.getSouth(), -90, 90),
        round(b.getWest(), -180, 180),
        round(b.getNorth(), -90, 90),
        round(b.getEast(), -180, 180),
      ].join(',')
    },
    centreOn: (lat, lng, label) => {
      me?.remove()
      me = L.circleMarker([lat, lng], { radius: 8 }).bindTooltip(label).addTo(map)
      map.setView([lat, lng], 14)
    },
    showPins,
    remove: () => removeMap(map),
  }
}

/** The area asked for ('search this area'), else every kitchen listed, else central Nairobi. */
function showFirstView(map: L.Map, bbox: string | undefined, pins: Pin[]) {
  if (bbox) {
    const [south = 0, west = 0, north = 0, east = 0] = bbox.split(',').map(Number)
    map.fitBounds(
      [
        [south, west],
        [north, east],
      ],
      { animate: false },
    )
  } else if (pins.length > 0) {
    const around = L.latLngBounds(pins.map((pin): L.LatLngTuple => [pin.lat, pin.lng]))
    map.fitBounds(around, { padding: [24, 24], maxZoom: 15, animate: false })
  } else {
    map.setView(NAIROBI, 12, { animate: false })
  }
}

/**
 * Leaflet's CSS and the map's own, as one <style> added with the map: a stylesheet of its own
 * would be one more file every page counts (tests/budgets), and only the map needs it.
 */
export function addStyles(): void {
  if (document.getElementById('map-styles')) return
  const style = document.createElement('style')
  style.id = 'map-styles'
  style.textContent = [leafletCss, clusterCss, clusterThemeCss, mapCss].join('\n')
  document.head.append(style)
}

/**
 * A marker's popup: the kitchen's photo (small, lazy), its name as a link and its area, and for a
 * listed kitchen its rating, delivery fee, minutes and whether it is open. Text only, never HTML
 * from the data.
 */
function popup(pin: Pin, onOpen: (id: number) => void): HTMLElement {
  const box = document.createElement('div')
  box.className = 'map-popup'
  const details = pin.details
  if (details) {
    const photo = document.createElement('img')
    // Lazy before its address is set: a detached image starts loading as soon as it has one.
    Object.assign(photo, { loading: 'lazy', decoding: 'async', alt: '', width: 160, height: 60 })
    photo.className = 'map-popup-photo'
    photo.src = details.photo
    box.append(photo)
  }
  const link = document.createElement('a')
  link.href = pin.href
  link.textContent = pin.name
  // An ordinary click stays inside the app; a new tab or window works as any link.
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    onOpen(pin.id)
  })
  const line = (...parts: (string | Node)[]) => {
    const p = document.createElement('p')
    p.append(...parts)
    return p
  }
  box.append(link, line(pin.neighbourhood))
  if (details) {
    const stars = document.createElement('span')
    stars.setAttribute('aria-hidden', 'true')
    stars.textContent = details.rating
    const said = document.createElement('span')
    said.className = 'visually-hidden'
    said.textContent = details.ratingLabel
    const open = document.createElement('span')
    open.className = details.isOpen ? 'badge badge-open' : 'badge'
    open.textContent = details.open
    box.append(line(stars, said), line(`${details.fee} · ${details.eta}`), line(open))
  }
  return box
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
