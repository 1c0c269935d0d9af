import { AsyncLocalStorage } from 'node:async_hooks'
import pino, { type DestinationStream, type Logger } from 'pino'

/**
 * The server's one logger (decision record 0026): JSON lines on stdout, one per request and one
 * per fault, each with the request id of the request it belongs to. Kenya's Data Protection Act
 * and DESIGN, Security: a log line never holds a password, token, code, or a shopper's message
 * or contact details. Request lines are built from the method, the path (without its query) and
 * the status only; faults from the error's kind, never from the values it carried (see
 * `safeError`); and any field with a secret's or a person's name is censored besides.
 */
const requestIds = new AsyncLocalStorage<string>()

/** The id of the request being handled now, if any. */
const currentRequestId = (): string | undefined => requestIds.getStore()

/** Runs `work` with `requestId` as the id every log line inside it carries. */
export const withRequestId = <T>(requestId: string, work: () => T): T => requestIds.run(requestId, work)

/** Keys censored wherever they appear (two levels deep), in case a caller logs an object. */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'secret',
  'token',
  'accessToken',
  'refreshToken',
  'code',
  'otp',
  'authorization',
  'cookie',
  'email',
  'phone',
  'identifier',
  'message',
  'body',
  'name',
  'address',
]
const REDACT_PATHS = SECRET_KEYS.flatMap((key) => [key, `*.${key}`])

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
type Level = (typeof LEVELS)[number]
const levelFrom = (value: string | undefined): Level | undefined =>
  LEVELS.find((level) => level === value?.trim().toLowerCase())

/**
 * Under Vitest, faults go to console.error (the suites fail on it, so an unexpected fault
 * still fails a test), warnings to console.warn, and request lines are dropped.
 */
const testDestination: DestinationStream = {
  write(line: string) {
    const { level } = JSON.parse(line) as { level: number }
    if (level >= 50) console.error(line.trim())
    else if (level >= 40) console.warn(line.trim())
  },
}

/**
 * Lines written through the console: where a Cloudflare Worker's output goes (Workers Logs read
 * each JSON line as one event). A Worker has no stdout of its own.
 */
export const consoleLines: DestinationStream = {
  write: (line: string) => console.log(line.trimEnd()),
}

/** A logger writing to `destination` (stdout by default); tests pass their own to read the lines. */
export function createLogger(destination?: DestinationStream, level?: Level): Logger {
  // Synchronous writes to stdout: each line is one write (whole even with two loggers in one
  // process, the serving script's and the app's), and none is lost when the process exits.
  return pino(
    {
      level: level ?? levelFrom(process.env.LOG_LEVEL) ?? 'info',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      // Every line written while a request is handled names it.
      mixin: () => {
        const requestId = currentRequestId()
        return requestId ? { requestId } : {}
      },
    },
    destination ?? (process.env.VITEST ? testDestination : pino.destination({ fd: 1, sync: true })),
  )
}

let logger: Logger | undefined

/** The process's logger. */
export const log = (): Logger => {
  logger ??= createLogger()
  return logger
}

/** Replaces the process's logger (tests capture the lines this way). */
export const setLogger = (replacement: Logger): void => {
  logger = replacement
}

/** Database (and system) error fields that name the schema or the failure, never a row's values. */
const SCHEMA_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'routine'] as const

/**
 * What may be logged of a fault: its kind, the SQL text (placeholders, never parameters), the
 * database's error code and the schema names, and the stack without its message line. A query
 * error's message lists the parameters (an inquiry's name, phone and message), and a database
 * error's message or detail quotes the offending value, so neither message is logged.
 */
export function safeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error }
  const out: Record<string, unknown> = { type: error.name }
  const fields = error as unknown as Record<string, unknown>
  const fromDatabase = SCHEMA_FIELDS.some((key) => typeof fields[key] === 'string') || 'query' in fields
  if (typeof fields.query === 'string') out.query = fields.query
  // Renamed: a bare `code` key is censored (it could be a verification code).
  for (const key of SCHEMA_FIELDS)
    if (typeof fields[key] === 'string') out[key === 'code' ? 'errorCode' : key] = fields[key]
  if (!fromDatabase && !('params' in fields)) out.errorMessage = error.message
  // The frames only: the first line of a stack repeats the message.
  if (error.stack)
    out.stack = error.stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n')
  if (error.cause !== undefined && depth < 3) out.cause = safeError(error.cause, depth + 1)
  return out
}
