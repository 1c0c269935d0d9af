/**
 * Error normalisation of SPEC §8, shared by the server-function layer and the UI.
 *
 * The errors object is taken from response.data.errors, else response.data, else the
 * response, else the error's message; a plain message is wrapped as { message }.
 */
export type ApiErrors = { [field: string]: string | string[] | undefined; message?: string }

export type FailedCall = {
  /** The HTTP response as far as one arrived: its status and parsed body. */
  response?: { status: number; data?: unknown } | undefined
  message?: string | undefined
}

const isPresent = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  !(typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0)

export function normaliseErrors(failure: FailedCall): ApiErrors {
  const data = failure.response?.data
  const fromData =
    typeof data === 'object' && data !== null ? (data as { errors?: unknown }).errors : undefined
  const picked: unknown = isPresent(fromData)
    ? fromData
    : isPresent(data)
      ? data
      : failure.response
        ? failure.response
        : (failure.message ?? 'An error occurred')
  if (typeof picked === 'string') return { message: picked }
  if (Array.isArray(picked)) return { message: picked.map(String).join(' ') }
  return toErrorRecord(picked)
}

/** Keeps what an error alert can show: text per key, lists of text per field. */
function toErrorRecord(source: unknown): ApiErrors {
  const record: ApiErrors = {}
  if (typeof source !== 'object' || source === null) return record
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'string') record[key] = value
    else if (Array.isArray(value)) record[key] = value.map(String)
    else if (typeof value === 'number' || typeof value === 'boolean') record[key] = String(value)
  }
  return record
}

/** The status code of a failure: statusCode, else status, else the response's status (SPEC §3). */
export function statusOf(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500
  const { statusCode, status, response } = error as {
    statusCode?: unknown
    status?: unknown
    response?: { status?: unknown }
  }
  for (const value of [statusCode, status, response?.status]) {
    if (typeof value === 'number' && value >= 100 && value <= 599) return value
  }
  return 500
}

/** SPEC §3: a notification a response or an error may carry (type, title, message, success). */
export type CarriedNotification = {
  type: 'success' | 'danger' | 'info' | 'warning'
  title: string
  message?: string | undefined
}

const NOTIFICATION_TYPES = ['success', 'danger', 'info', 'warning'] as const
const isNotificationType = (value: unknown): value is CarriedNotification['type'] =>
  NOTIFICATION_TYPES.some((type) => type === value)

/** The notification a body carries under `notification`, if it is one; its type else follows `success`. */
export function notificationOf(body: unknown): CarriedNotification | undefined {
  if (typeof body !== 'object' || body === null || !('notification' in body)) return undefined
  const carried: unknown = body.notification
  if (typeof carried !== 'object' || carried === null) return undefined
  const { type, title, message, success } = carried as Record<string, unknown>
  if (typeof title !== 'string' || !title) return undefined
  return {
    type: isNotificationType(type) ? type : success === false ? 'danger' : 'success',
    title,
    ...(typeof message === 'string' ? { message } : {}),
  }
}

/**
 * The stable message ids of a refusal (decision record 0013), beside the English of `errors`:
 * the web shows `code` and each field's `codes` in the shopper's language, with `values` for
 * their placeholders.
 */
export type MessageIds = {
  code?: string | undefined
  codes?: Record<string, string[]> | undefined
  values?: Record<string, string | number> | undefined
  /** What the client needs to act on the refusal (the prices now, for `checkout.priceChanged`). */
  details?: { [key: string]: Json } | undefined
}

/** JSON as the API sends it: what a server function may hand the page. */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/** The result of every call through the server-function layer: data, or null with errors. */
export type ApiResult<T> =
  | { data: T; errors: null; status: number }
  | ({
      data: null
      errors: ApiErrors
      status: number
      notification?: CarriedNotification | undefined
    } & MessageIds)

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/** The message ids an API error body carries, when it carries them (older servers do not). */
export function messageIdsOf(body: unknown): MessageIds {
  if (typeof body !== 'object' || body === null) return {}
  const code: unknown = Reflect.get(body, 'code')
  const codes: unknown = Reflect.get(body, 'codes')
  const values: unknown = Reflect.get(body, 'values')
  const details: unknown = Reflect.get(body, 'details')
  const ids: MessageIds = {}
  if (typeof code === 'string') ids.code = code
  if (typeof codes === 'object' && codes !== null) {
    const lists: Record<string, string[]> = {}
    for (const [field, list] of Object.entries(codes)) if (isTextList(list)) lists[field] = list
    ids.codes = lists
  }
  if (typeof values === 'object' && values !== null) {
    const kept: Record<string, string | number> = {}
    for (const [name, value] of Object.entries(values))
      if (typeof value === 'string' || typeof value === 'number') kept[name] = value
    ids.values = kept
  }
  if (typeof details === 'object' && details !== null && !Array.isArray(details))
    ids.details = details as { [key: string]: Json }
  return ids
}

/** The data a server function returns when it succeeds: types flow from the API, never copied. */
export type DataOf<F extends (...args: never[]) => Promise<ApiResult<unknown>>> = NonNullable<
  Awaited<ReturnType<F>>['data']
>

/** Thrown by query functions so TanStack Query and error boundaries see a failed call. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ApiErrors,
    readonly notification?: CarriedNotification | undefined,
    /** The refusal's message ids (decision record 0013), when the API gave them. */
    readonly ids: MessageIds = {},
  ) {
    super(errors.message ?? 'An error occurred')
    this.name = 'ApiRequestError'
  }
}

/** What to show of a failed call: its message id and values, for the caller to translate, else its text. */
export function failureMessage(error: Error): {
  id: string
  values?: Record<string, string | number> | undefined
} {
  if (error instanceof ApiRequestError && error.ids.code) {
    // "The request has invalid fields" says nothing a person can act on: the first field's own
    // message does ("Give the rider's Kenyan mobile number…"), beside the button that sent it.
    const field =
      error.ids.code === 'input.invalid' ? Object.values(error.ids.codes ?? {})[0]?.[0] : undefined
    return { id: field ?? error.ids.code, values: error.ids.values }
  }
  return { id: error.message }
}

/** Unwraps a result for TanStack Query: the data, or a thrown ApiRequestError. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.errors !== null)
    throw new ApiRequestError(result.status, result.errors, result.notification, {
      code: result.code,
      codes: result.codes,
      values: result.values,
    })
  return result.data
}
