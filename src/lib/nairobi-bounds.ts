/** Roughly Nairobi and its commuter towns: an address pin outside is a mistake (the API refuses it, the pin map stays inside). */
export const NAIROBI_BOUNDS = { south: -1.6, north: -0.9, west: 36.5, east: 37.3 }

export const insideNairobi = (lat: number, lng: number) =>
  lat >= NAIROBI_BOUNDS.south &&
  lat <= NAIROBI_BOUNDS.north &&
  lng >= NAIROBI_BOUNDS.west &&
  lng <= NAIROBI_BOUNDS.east

/** A point on the map, in decimal degrees. */
export type LatLng = { lat: number; lng: number }
