import { and, eq, isNull } from 'drizzle-orm'
import sharp from 'sharp'
import { PHOTO_TYPES, PHOTO_WIDTHS } from '../../contracts/menu.schemas'
import type { Db } from '../../db/client'
import { items } from '../../db/schema'
import { photoImage } from '../../lib/meal-photo-urls'
import type { DocumentStorage } from '../../storage/document-storage'
import { sniffedType } from '../applications/document-type'
import { DomainError } from '../common/errors'
import { randomToken } from '../common/tokens'

/**
 * Meal photos (decision record 0031): the upload's type is read from its
 * bytes, its size in pixels from its header, then sharp decodes it once (a file that only starts
 * like a JPEG is refused here), turns it upright, drops its metadata (a phone's GPS position) and
 * writes one WebP per PHOTO_WIDTHS, 4:3, cropped to the centre. They go to the document storage
 * under `meal-photos/`.
 */

/**
 * The most pixels a photo may have, read from its header before anything decodes it: a
 * 24-megapixel phone photo (5712 × 4284) passes, a 6000 × 6000 PNG (a few MB on the wire, 108 MB
 * decoded) is refused. Each megapixel costs the decoder about 0.1 s of a core here.
 */
const MAX_PHOTO_PIXELS = 25_000_000

/**
 * One vips thread per image and one photo at a time: decoding took both of the machine's cores,
 * and pings waited up to 1.9 s behind a large PNG. The server keeps a core for its requests.
 */
sharp.concurrency(1)
let photoQueue: Promise<unknown> = Promise.resolve()
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = photoQueue.then(work, work)
  photoQueue = turn.catch(() => undefined)
  return turn
}

const storageKey = (photoKey: string, width: number) => `meal-photos/${photoKey}-${width}`

/** The photo's type, from its bytes; null when it is no JPEG, PNG or WebP. */
export const photoTypeOf = (bytes: Uint8Array) => sniffedType(bytes, PHOTO_TYPES)

const unreadable = () =>
  new DomainError('invalid', 'menu.photoUnreadable', { photo: ['menu.photoUnreadable'] })

/** Refuses a photo whose header says it has more than MAX_PHOTO_PIXELS, before any decoding. */
async function checkPixels(bytes: Uint8Array) {
  const header = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw unreadable()
    })
  if (!header.width || !header.height) throw unreadable()
  if (header.width * header.height > MAX_PHOTO_PIXELS)
    throw new DomainError(
      'invalid',
      'menu.photoTooManyPixels',
      { photo: ['menu.photoTooManyPixels'] },
      { megapixels: MAX_PHOTO_PIXELS / 1_000_000 },
    )
}

async function resized(bytes: Uint8Array): Promise<Buffer[]> {
  await checkPixels(bytes)
  return oneAtATime(async () => {
    try {
      // Decoded once, straight to the largest size (a JPEG shrinks while it loads), and the
      // smaller sizes from that: the old pipeline wrote the upright photo out whole, then
      // decoded it again for each size.
      const largest = Math.max(...PHOTO_WIDTHS)
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: largest, height: Math.round((largest * 3) / 4), fit: 'cover' })
        .raw()
        .toBuffer({ resolveWithObject: true })
      const raw = { width: info.width, height: info.height, channels: info.channels }
      const sizes: Buffer[] = []
      for (const width of PHOTO_WIDTHS)
        sizes.push(
          await sharp(data, { raw })
            .resize({ width, height: Math.round((width * 3) / 4), fit: 'cover' })
            .webp({ quality: 78 })
            .toBuffer(),
        )
      return sizes
    } catch {
      throw unreadable()
    }
  })
}

/**
 * Stores a new photo for one of the kitchen's meals (404 for any other) and makes it the
 * meal's picture; the previous upload's files are removed after the row points at the new one.
 */
export async function storeMealPhoto(
  db: Db,
  storage: DocumentStorage,
  kitchenId: number,
  mealId: number,
  bytes: Uint8Array,
): Promise<void> {
  const own = and(eq(items.id, mealId), eq(items.providerId, kitchenId), isNull(items.archivedAt))
  const [meal] = await db.select({ photoKey: items.photoKey }).from(items).where(own)
  if (!meal) throw new DomainError('not-found', 'menu.mealNotFound')
  const sizes = await resized(bytes)
  const photoKey = `${mealId}/${randomToken()
    .replace(/[^a-z0-9]/gi, '')
    .slice(0, 16)
    .toLowerCase()}`
  await Promise.all(
    PHOTO_WIDTHS.map((width, i) =>
      storage.put(storageKey(photoKey, width), sizes[i] as Buffer, 'image/webp'),
    ),
  )
  const [updated] = await db
    .update(items)
    .set({ photoKey, image: photoImage(photoKey) })
    .where(own)
    .returning({ id: items.id })
  if (!updated) {
    await removePhotoFiles(storage, photoKey)
    throw new DomainError('not-found', 'menu.mealNotFound')
  }
  if (meal.photoKey) await removePhotoFiles(storage, meal.photoKey)
}

/** Removes every size of a photo (its meal was deleted, or a new photo replaced it). */
export async function removePhotoFiles(storage: DocumentStorage, photoKey: string) {
  await Promise.all(PHOTO_WIDTHS.map((width) => storage.delete(storageKey(photoKey, width))))
}

/** One size of a stored photo, or null (an unknown meal, token or width). */
export async function readMealPhoto(
  storage: DocumentStorage,
  mealId: number,
  token: string,
  width: number,
): Promise<Uint8Array | null> {
  if (!/^[a-z0-9]{8,32}$/.test(token) || !PHOTO_WIDTHS.some((w) => w === width)) return null
  return storage.get(storageKey(`${mealId}/${token}`, width))
}
