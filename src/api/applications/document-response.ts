import type { Context } from 'hono'
import type { DocumentType } from '../../contracts/applications.lists'
import { EXTENSION_OF } from '../../domain/applications/document-type'

/** A kitchen document's file in an answer's documentation: its bytes in one of the three types. */
export const documentFileResponses = {
  description: 'The file',
  content: Object.fromEntries(
    Object.keys(EXTENSION_OF).map((type) => [
      type,
      { schema: { type: 'string' as const, format: 'binary' } },
    ]),
  ),
}

/**
 * A kitchen document's bytes as a file: its type as read from its bytes, inline with a name made
 * from ids (never the uploader's), nosniff, never cached, and a policy under which nothing runs.
 */
export function documentResponse(c: Context, bytes: Uint8Array, contentType: DocumentType, name: string) {
  return c.body(Buffer.from(bytes), 200, {
    'Content-Type': contentType,
    'Content-Length': String(bytes.byteLength),
    'Content-Disposition': `inline; filename="${name}.${EXTENSION_OF[contentType]}"`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    // Never a page of ours: no script runs in it, whatever a viewer makes of the bytes.
    'Content-Security-Policy':
      "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; plugin-types application/pdf",
  })
}
