import { MAX_APPLICATION_BODY_BYTES } from '../api/applications/uploads'
import { errorBody } from '../api/errors'
import { MAX_BODY_BYTES, MAX_JSON_DEPTH } from '../config/constants'
import { nestedDeeperThan } from '../lib/control-characters'

/** Where Start answers server functions (its `serverFns.base`, the default). */
export const SERVER_FN_PREFIX = '/_serverFn/'

/**
 * The JSON depth a server function's payload may reach: seroval writes `{ data }` under four
 * levels of its own, and each level of the data as at most three (an object's node, its
 * properties, their values); the data itself may nest as deep as an API body (MAX_JSON_DEPTH).
 */
const MAX_SERVER_FN_JSON_DEPTH = 4 + 3 * MAX_JSON_DEPTH

/**
 * The body limit of a server function call: the API's own (record 0010). A form with files
 * (a kitchen application, a meal photo) may be as large as the API's largest upload route takes;
 * every other call carries JSON, which the API takes up to 1 MiB of.
 */
const serverFnBodyLimit = (contentType: string): number =>
  contentType.includes('multipart/form-data') ? MAX_APPLICATION_BODY_BYTES : MAX_BODY_BYTES

/** 413 in the API's shape; the connection closes, since the rest of the body is never read. */
function tooLarge(max: number): Response {
  return Response.json(errorBody('input.tooLarge', { body: ['input.tooManyBytes'] }, { max }), {
    status: 413,
    headers: { Connection: 'close' },
  })
}

/**
 * The parsed JSON, or 400 for text that is not JSON and 422 for JSON nested deeper than any
 * payload needs, as the API answers them. Start would parse either and fail inside (a 500):
 * JSON.parse's error, or seroval's own depth limit and the stack of whatever walks the value.
 */
function parsedJson(text: string): { value: unknown } | Response {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return Response.json(errorBody('input.json', { body: ['input.json'] }), { status: 400 })
  }
  if (nestedDeeperThan(value, MAX_SERVER_FN_JSON_DEPTH))
    return Response.json(
      errorBody('input.invalid', { body: ['input.tooDeep'] }, { max: MAX_SERVER_FN_JSON_DEPTH }),
      { status: 422 },
    )
  return { value }
}

/** The body's bytes, read as they come, or undefined as soon as they pass `max` (the read stops). */
async function readAtMost(
  body: ReadableStream<Uint8Array>,
  max: number,
): Promise<Buffer<ArrayBuffer> | undefined> {
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel().catch(() => {})
      return undefined
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks, size)
}

/** What srvx adds to its requests (the socket's address above all), which Start reads. */
const SERVER_FIELDS = ['ip', 'context', 'runtime', 'waitUntil'] as const

/**
 * The request again with its body in memory, keeping what the server added to the original;
 * `parsed` answers Start's `json()` or `formData()` with what was parsed here (once).
 */
function withBody(
  request: Request,
  body: Buffer<ArrayBuffer> | null,
  parsed: { json?: () => Promise<unknown>; formData?: () => Promise<FormData> } = {},
): Request {
  const copy = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body,
    signal: request.signal,
  })
  for (const field of SERVER_FIELDS) {
    const value = (request as unknown as Record<string, unknown>)[field]
    if (value !== undefined) Object.defineProperty(copy, field, { value })
  }
  for (const [name, value] of Object.entries(parsed)) Object.defineProperty(copy, name, { value })
  return copy
}

/** Start reads these bodies as a form (`request.formData()`), every other one as JSON or not at all. */
const isForm = (contentType: string) =>
  contentType.includes('multipart/form-data') || contentType.includes('application/x-www-form-urlencoded')

/**
 * A server function call as Start may read it, or the 4xx it gets instead (decision record 0059).
 * Start reads a call's whole body and parses it before any code of ours runs: a body-less call,
 * junk or a payload nested 100,000 deep answered 500, and a 50 MB payload was parsed whole
 * (670 MB of memory) before the API refused it. Here a declared length over the limit is
 * refused unread and a body is read only up to the limit; JSON (the body, or a GET's `payload`)
 * must parse and stay shallow, a form must parse. Anything else passes as it came.
 */
export async function serverFnRequest(request: Request): Promise<Request | Response> {
  if (!request.url.includes(SERVER_FN_PREFIX)) return request
  const url = new URL(request.url)
  if (!url.pathname.startsWith(SERVER_FN_PREFIX)) return request
  if (request.method === 'GET' || request.method === 'HEAD') {
    const payload = url.searchParams.get('payload')
    const parsed = payload === null ? undefined : parsedJson(payload)
    return parsed instanceof Response ? parsed : request
  }
  const contentType = request.headers.get('content-type') ?? ''
  const max = serverFnBodyLimit(contentType)
  const declared = request.headers.get('content-length')
  if (declared !== null && Number(declared) > max) return tooLarge(max)
  const body = request.body ? await readAtMost(request.body, max) : Buffer.alloc(0)
  if (!body) return tooLarge(max)
  // Start's own tests of the type, so that what it will parse is what is checked here.
  if (isForm(contentType)) {
    const form = await new Response(body, { headers: { 'content-type': contentType } })
      .formData()
      .catch(() => null)
    if (!form) return Response.json(errorBody('input.badRequest'), { status: 400 })
    return withBody(request, body, { formData: async () => form })
  }
  if (contentType.includes('application/json')) {
    // No body is no payload (Start's client sends none for a call without data), not bad JSON.
    if (body.byteLength === 0) return withBody(request, null, { json: async () => undefined })
    const parsed = parsedJson(new TextDecoder().decode(body))
    if (parsed instanceof Response) return parsed
    return withBody(request, body, { json: async () => parsed.value })
  }
  return withBody(request, body.byteLength > 0 ? body : null)
}
