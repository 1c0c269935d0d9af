import type { Map as LeafletMap } from 'leaflet'

/**
 * Removes a Leaflet map. Leaflet 1.9 ends a zoom animation on a 250 ms timer that remove() leaves
 * running, and that timer then moved the removed map's panes: leaving a map mid-zoom (back to the
 * list just after "search this area") threw in the page. The timer does nothing once no zoom is
 * under way, so that is marked after the removal.
 */
export function removeMap(map: LeafletMap): void {
  map.remove()
  ;(map as unknown as { _animatingZoom: boolean })._animatingZoom = false
}
