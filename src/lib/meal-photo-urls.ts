import { PHOTO_WIDTHS } from '../contracts/menu.schemas'

/**
 * Where an uploaded meal photo's WebP sizes are served (GET /api/meal-photos/{meal}/{token}/{width}).
 * `photoKey` is `<meal id>/<random token>`: a new upload gets a new token, so each URL's bytes
 * never change and can be cached for a year.
 */
const photoUrl = (photoKey: string, width: number) => `/api/meal-photos/${photoKey}/${width}`

/** The middle width: the meal's `image`, for pages and clients that take one URL. */
export const photoImage = (photoKey: string) => photoUrl(photoKey, PHOTO_WIDTHS[1])

/** The `srcset` of an uploaded photo, every width. */
export const photoSrcset = (photoKey: string) =>
  PHOTO_WIDTHS.map((width) => `${photoUrl(photoKey, width)} ${width}w`).join(', ')
