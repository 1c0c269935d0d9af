/** A place as a link can point to it: its pin when there is one, else its landmark by name. */
type Place = { lat: number | null; lng: number | null; landmark: string; neighbourhood: string }

/** Directions in the phone's maps app: to the pin when there is one, else to the landmark by name. */
export const directionsUrl = (place: Place) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(
    place.lat !== null && place.lng !== null
      ? `${place.lat},${place.lng}`
      : `${place.landmark}, ${place.neighbourhood}, Nairobi`,
  )}`

/** The pin on OpenStreetMap, close enough to tell one gate from the next. */
export const pinUrl = (lat: number, lng: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`
