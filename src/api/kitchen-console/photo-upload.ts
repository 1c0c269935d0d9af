import type { Context } from 'hono'
import { MAX_PHOTO_BYTES } from '../../contracts/menu.schemas'
import { photoTypeOf } from '../../domain/kitchen-console/meal-photos'
import { ApiError } from '../errors'
import { multipartBody } from '../multipart'

/** The photo route's body limit: the photo and the multipart framing around it. */
export const MAX_PHOTO_BODY_BYTES = MAX_PHOTO_BYTES + 64 * 1024

/**
 * Reads a meal photo sent as multipart/form-data (field `photo`): 415 when the body is not
 * multipart or the file is not a JPEG, PNG or WebP by its first bytes (whatever its name or
 * declared type), 413 over 5 MB, 422 when there is no file. The same checks as a kitchen
 * application's documents (decision record 0021).
 */
export async function readPhotoForm(c: Context): Promise<Uint8Array> {
  const form = await multipartBody(c, 'menu.multipart')
  const file = form.get('photo')
  if (!(file instanceof File) || file.size === 0)
    throw new ApiError(422, 'input.invalid', { photo: ['menu.photoMissing'] })
  if (file.size > MAX_PHOTO_BYTES)
    throw new ApiError(413, 'menu.photoTooLarge', { photo: ['menu.photoTooLarge'] })
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (!(await photoTypeOf(bytes))) throw new ApiError(415, 'menu.photoType', { photo: ['menu.photoType'] })
  return bytes
}
