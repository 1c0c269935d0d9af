import type { Context } from 'hono'
import * as v from 'valibot'
import { DOCUMENT_KINDS, type DocumentKind, MAX_DOCUMENT_BYTES } from '../../contracts/applications.lists'
import { ApplicationFields, ApplicationFieldsObject } from '../../contracts/applications.schemas'
import type { IncomingDocument } from '../../domain/applications/applications'
import { documentTypeOf } from '../../domain/applications/document-type'
import { hasControlCharacters } from '../../lib/control-characters'
import { ApiError } from '../errors'
import { multipartBody } from '../multipart'

/** The multipart field of each document. */
const DOCUMENT_FIELDS: Record<DocumentKind, string> = {
  'medical-certificate': 'medicalCertificate',
  'food-licence': 'foodLicence',
}

/** Room for both documents and the text fields (the API's body limit for this one route). */
export const MAX_APPLICATION_BODY_BYTES = DOCUMENT_KINDS.length * MAX_DOCUMENT_BYTES + 256 * 1024

/** An uploaded file's own name, kept only to show it: no path, no control characters, 100 characters. */
export const displayName = (name: string) =>
  [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((ch) => ch >= ' ' && ch !== '\u007f')
    .join('')
    .trim()
    .slice(0, 100) || 'document'

/**
 * Reads and checks an application sent as multipart/form-data: the text fields against
 * ApplicationFields, each document's presence, size (at most 5 MB) and type (a PDF, JPEG or PNG
 * by its first bytes, whatever its name or declared type). Every problem is named per field;
 * the status is the gravest: 413 for an oversized document, then 415 for a wrong type, then 422.
 */
export async function readApplicationForm(c: Context) {
  const form = await multipartBody(c, 'application.multipart')
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : undefined
  }
  // A missing field reads as empty text, so its own message names it (not valibot's "Invalid key").
  const raw = {
    ...Object.fromEntries(
      Object.keys(ApplicationFieldsObject.entries).map((name) => [name, text(name) ?? '']),
    ),
    service: text('service') || undefined,
    cuisines: form.getAll('cuisines').filter((value) => typeof value === 'string'),
  }

  const codes: Record<string, string[]> = {}
  // The edge's control-character rule (decision record 0010) reads JSON only: multipart here.
  for (const [name, value] of form.entries())
    if (typeof value === 'string' && hasControlCharacters(value)) codes[name] = ['input.controlCharacters']
  if (Object.keys(codes).length > 0) throw new ApiError(422, 'input.invalid', codes)
  const parsed = v.safeParse(ApplicationFields, raw)
  if (!parsed.success)
    for (const issue of parsed.issues) {
      const key = v.getDotPath(issue)?.split('.')[0] ?? '_'
      codes[key] = [...new Set([...(codes[key] ?? []), issue.message])]
    }

  let status: 413 | 415 | 422 | undefined = parsed.success ? undefined : 422
  const documents: IncomingDocument[] = []
  for (const kind of DOCUMENT_KINDS) {
    const field = DOCUMENT_FIELDS[kind]
    const file = form.get(field)
    if (!(file instanceof File) || file.size === 0) {
      codes[field] = ['application.documentMissing']
      status ??= 422
      continue
    }
    if (file.size > MAX_DOCUMENT_BYTES) {
      codes[field] = ['application.documentTooLarge']
      status = 413
      continue
    }
    const bytes = new Uint8Array(await file.arrayBuffer())
    const type = await documentTypeOf(bytes)
    if (!type) {
      codes[field] = ['application.documentType']
      if (status !== 413) status = 415
      continue
    }
    documents.push({ kind, bytes, type, fileName: displayName(file.name) })
  }
  if (status === 413) throw new ApiError(413, 'application.documentTooLarge', codes)
  if (status === 415) throw new ApiError(415, 'application.documentsType', codes)
  if (status === 422 || !parsed.success) throw new ApiError(422, 'input.invalid', codes)
  return { fields: parsed.output, documents }
}
