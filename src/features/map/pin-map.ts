import L from 'leaflet'
import { type LatLng, NAIROBI_BOUNDS } from '../../lib/nairobi-bounds'
import { addStyles, escapeHtml } from './leaflet-map'
import type { MapSettings } from './map.functions'
import { removeMap } from './remove-map'

/**
 * The address form's pin map (Leaflet, imported only once the shopper opens it): one draggable
 * pin, moved by a tap on the map or by dragging it, and kept inside the area an address pin may
 * be in (the API refuses a pin outside it). Browser only.
 */

export type PinMap = {
  /** The map's centre, rounded as the pin is stored: where a keyboard user puts the pin. */
  centre: () => LatLng
  /** Moves the pin (and the view) to a place chosen another way: 'use my location'. */
  moveTo: (place: LatLng) => void
  /** Takes the pin off ('remove the pin'). */
  clear: () => void
  remove: () => void
}

/** Six decimals: about 10 cm, more than a rider needs and what a phone's fix gives. */
const roundPin = ({ lat, lng }: LatLng): LatLng => ({
  lat: Number(lat.toFixed(6)),
  lng: Number(lng.toFixed(6)),
})

export function drawPinMap(
  element: HTMLElement,
  options: {
    settings: MapSettings
    /** Where the pin is now; else the map opens on `around` with no pin yet. */
    pin: LatLng | null
    around: LatLng
    label: string
    pinLabel: string
    onMove: (place: LatLng) => void
    onTilesFailed: () => void
  },
): PinMap {
  addStyles()
  const bounds = L.latLngBounds(
    [NAIROBI_BOUNDS.south, NAIROBI_BOUNDS.west],
    [NAIROBI_BOUNDS.north, NAIROBI_BOUNDS.east],
  )
  const start = options.pin ?? options.around
  const map = L.map(element, {
    center: [start.lat, start.lng],
    zoom: options.pin ? 17 : 15,
    minZoom: 10,
    maxBounds: bounds,
    maxBoundsViscosity: 1,
    keyboard: true,
  })
  element.setAttribute('aria-label', options.label)
  const tiles = L.tileLayer(options.settings.tileUrl, {
    attribution: escapeHtml(options.settings.attribution),
    maxZoom: 19,
  })
  tiles.on('tileerror', options.onTilesFailed)
  tiles.addTo(map)

  const icon = L.divIcon({ className: 'map-pin', iconSize: [22, 22], iconAnchor: [11, 22] })
  let marker: L.Marker | null = null
  const place = (at: LatLng) => {
    const rounded = roundPin(at)
    if (!bounds.contains([rounded.lat, rounded.lng])) return
    if (marker) marker.setLatLng([rounded.lat, rounded.lng])
    else {
      marker = L.marker([rounded.lat, rounded.lng], {
        draggable: true,
        icon,
        title: options.pinLabel,
        alt: options.pinLabel,
      }).addTo(map)
      marker.on('dragend', () => {
        const moved = marker?.getLatLng()
        if (moved) place(moved)
      })
    }
    options.onMove(rounded)
  }
  if (options.pin) place(options.pin)
  map.on('click', (event: L.LeafletMouseEvent) => place(event.latlng))

  return {
    centre: () => roundPin(map.getCenter()),
    moveTo: (at) => {
      place(at)
      map.setView([at.lat, at.lng], 17)
    },
    clear: () => {
      marker?.remove()
      marker = null
    },
    remove: () => removeMap(map),
  }
}
