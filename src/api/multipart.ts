import type { Context } from 'hono'
import type { ErrorCode } from '../i18n/error-messages'
import { ApiError } from './errors'

/**
 * An upload's body as form data: 415 with `code` when it is not multipart/form-data, 400 when it
 * cannot be read as such (applications, meal photos and renewed documents, decision record 0021).
 */
export async function multipartBody(c: Context, code: ErrorCode): Promise<FormData> {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? ''))
    throw new ApiError(415, code, { body: [code] })
  try {
    return await c.req.raw.formData()
  } catch {
    throw new ApiError(400, 'input.badRequest', { body: [code] })
  }
}
