import { fileTypeFromBuffer } from 'file-type'
import { DOCUMENT_TYPES, type DocumentType } from '../../contracts/applications.lists'

/**
 * What a document really is, from its first bytes (file-type's signatures), never from its name
 * or the type the browser declared: a renamed .exe stays refused. Null for anything but a PDF,
 * JPEG or PNG (decision record 0021).
 */
export async function documentTypeOf(bytes: Uint8Array): Promise<DocumentType | null> {
  return sniffedType(bytes, DOCUMENT_TYPES)
}

/** The one of `allowed` the bytes really are (their signature), or null: documents and meal photos. */
export async function sniffedType<T extends string>(
  bytes: Uint8Array,
  allowed: readonly T[],
): Promise<T | null> {
  const found = await fileTypeFromBuffer(bytes)
  return allowed.find((type) => type === found?.mime) ?? null
}

/** The file extension a stored document is served with. */
export const EXTENSION_OF: Record<DocumentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
}
