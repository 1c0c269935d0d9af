import { CITY_SPEED_KMH } from '../../config/constants'

/**
 * Delivery by distance (decision record 0037). Pure: the cart, the checkout
 * and the kitchen page all price a delivery with these, so what is shown is what is charged.
 */

export type Point = { lat: number; lng: number }

/** What a kitchen charges and how far it goes (its row's delivery settings). */
export type DeliverySettings = {
  lat: number
  lng: number
  baseKes: number
  perKmKes: number
  radiusKm: number
  prepMinutes: number
}

export type DeliveryQuote =
  | { deliverable: true; distanceKm: number; feeKes: number; etaMinutes: number }
  | { deliverable: false; distanceKm: number; feeKes: null; etaMinutes: null }

/** The mean Earth radius (IUGG): haversine's error against the ellipsoid stays under 0.5 %. */
export const EARTH_RADIUS_KM = 6371.0088

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** The great-circle distance in km: no roads, so a courier rides somewhat more than this. */
export function haversineKm(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat)
  const dLng = radians(b.lng - a.lng)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2
  // min(1, …): rounding can push h a hair above 1 for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Distances are shown and stored to 0.1 km; the fee is computed from the exact distance. */
export const tenths = (km: number) => Math.round(km * 10) / 10

/**
 * The fee and the ETA of one kitchen's delivery to a point, or that it does not deliver there
 * (farther than its radius; the radius itself is still delivered to). The fee is the base plus
 * the price per km, rounded to whole shillings (M-Pesa takes no cents); the ETA is the prep time
 * plus the ride at the city's speed, rounded up to the minute.
 */
export function quoteDelivery(kitchen: DeliverySettings, to: Point): DeliveryQuote {
  const km = haversineKm(kitchen, to)
  if (km > kitchen.radiusKm)
    return { deliverable: false, distanceKm: tenths(km), feeKes: null, etaMinutes: null }
  return {
    deliverable: true,
    distanceKm: tenths(km),
    feeKes: Math.round(kitchen.baseKes + kitchen.perKmKes * km),
    etaMinutes: kitchen.prepMinutes + Math.ceil((km / CITY_SPEED_KMH) * 60),
  }
}

/**
 * A shopper's location as `lat,lng` in degrees (the X-STORE-LOCATION header, SPEC §7): undefined
 * when it is not two finite numbers inside the ranges of latitude and longitude.
 */
export function parseLocation(text: string | undefined): Point | undefined {
  const match = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text ?? '')
  if (!match) return undefined
  const lat = Number(match[1])
  const lng = Number(match[2])
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined
  return { lat, lng }
}
