import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../config/constants'
import { sha256 } from '../domain/common/tokens'
import { claimKey, finishKey, releaseKey } from '../domain/idempotency/idempotency'
import type { ErrorCode } from '../i18n/error-messages'
import { IdempotencyKey } from '../lib/schema-pieces'
import type { SignedInEnv } from './env'
import { ApiError, type ApiErrorBody, refusalOf } from './errors'

const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** The OpenAPI description of the header, for the routes that take it. */
export const idempotencyKeyParameter = {
  name: IDEMPOTENCY_HEADER,
  in: 'header' as const,
  required: false,
  description:
    'One key per attempt (a UUID, say), kept when the same attempt is sent again. A repeat with the same key and body answers the first answer again (status and body, header `Idempotent-Replayed: true`), never a second run; while the first still runs, 409 `idempotency.inProgress`; the same key with another body, 422 `idempotency.keyReused`. Keys are per user and live 24 hours; 1 to 255 visible ASCII characters, else 422 `idempotency.key`.',
  schema: { type: 'string' as const, minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH },
}

/** JSON with object keys sorted: two bodies that mean the same hash the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, item]) => `${JSON.stringify(k)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** What a run learns of its key: its row, and the checkout an earlier run of it committed. */
export type RunClaim = { keyId?: number; committedCheckout?: string | undefined }

/**
 * Runs a request at most once per Idempotency-Key (decision record 0018). Without the header
 * it simply runs. With it: the first request runs and its answer (success, or an expected
 * refusal such as "sold out") is recorded; a repeat with the same body gets that answer again;
 * a fault (5xx) records nothing, so the client may send the same key again.
 */
export async function idempotent<T, S extends ContentfulStatusCode>(
  c: Context<SignedInEnv>,
  body: unknown,
  status: S,
  run: (claim: RunClaim) => Promise<T>,
) {
  const header = c.req.header(IDEMPOTENCY_HEADER)
  if (header === undefined) return c.json(await run({}), status)
  const key = v.safeParse(IdempotencyKey, header)
  if (!key.success) throw new ApiError(422, 'input.invalid', { [IDEMPOTENCY_HEADER]: ['idempotency.key'] })
  const requestHash = sha256(canonicalJson({ method: c.req.method, path: c.req.path, body }))
  const claim = await claimKey(c.var.db, c.var.user.id, key.output, requestHash)
  if (claim.kind === 'replay') {
    c.header('Idempotent-Replayed', 'true')
    if (claim.status < 400) return c.json(claim.response as T, status)
    const refusal = claim.response as ApiErrorBody
    throw new ApiError(
      claim.status as ContentfulStatusCode,
      refusal.code as ErrorCode,
      refusal.codes,
      refusal.values,
      // A replayed price change shows the prices the first answer showed (record 0056).
      refusal.details,
    )
  }
  try {
    const answer = await run({ keyId: claim.id, committedCheckout: claim.committedCheckout })
    await finishKey(c.var.db, claim.id, status, answer)
    return c.json(answer, status)
  } catch (error) {
    const refusal = refusalOf(error)
    if (refusal) await finishKey(c.var.db, claim.id, refusal.status, refusal.body)
    else await releaseKey(c.var.db, claim.id)
    throw error
  }
}
