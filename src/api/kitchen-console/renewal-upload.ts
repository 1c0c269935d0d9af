import type { Context } from 'hono'
import { type DocumentKind, MAX_DOCUMENT_BYTES } from '../../contracts/applications.lists'
import type { IncomingDocument } from '../../domain/applications/applications'
import { documentTypeOf } from '../../domain/applications/document-type'
import { displayName } from '../applications/uploads'
import { ApiError } from '../errors'
import { multipartBody } from '../multipart'

/** The renewal route's body limit: one document and the multipart framing around it. */
export const MAX_RENEWAL_BODY_BYTES = MAX_DOCUMENT_BYTES + 64 * 1024

/**
 * Reads a renewed document sent as multipart/form-data (field `document`), with the checks of an
 * application's documents (decision record 0021): 415 when the body is not multipart or the file
 * is not a PDF, JPEG or PNG by its first bytes, 413 over 5 MB, 422 when there is no file.
 */
export async function readRenewalForm(c: Context, kind: DocumentKind): Promise<IncomingDocument> {
  const form = await multipartBody(c, 'application.multipart')
  const file = form.get('document')
  if (!(file instanceof File) || file.size === 0)
    throw new ApiError(422, 'input.invalid', { document: ['renewal.document'] })
  if (file.size > MAX_DOCUMENT_BYTES)
    throw new ApiError(413, 'application.documentTooLarge', { document: ['application.documentTooLarge'] })
  const bytes = new Uint8Array(await file.arrayBuffer())
  const type = await documentTypeOf(bytes)
  if (!type) throw new ApiError(415, 'application.documentType', { document: ['application.documentType'] })
  return { kind, bytes, type, fileName: displayName(file.name) }
}
