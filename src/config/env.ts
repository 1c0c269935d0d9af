import * as v from 'valibot'
import { SERVICES, type Service } from '../lib/catalogue-lists'

/**
 * The server's configuration, read from process.env once and validated, so that a bad value
 * stops the server at start with a message naming the variable instead of failing later.
 */
const optionalUrl = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.url(`${name} must be an absolute URL such as http://localhost:4000/api`),
      v.transform((url) => url.replace(/\/+$/, '')),
    ),
  )

/** `true` or `false`, as a boolean. */
const yesNo = (name: string) =>
  v.pipe(
    v.picklist(['true', 'false'], `${name} must be true or false`),
    v.transform((s) => s === 'true'),
  )

/** Free text such as a key or a name, trimmed. */
const optionalText = v.optional(v.pipe(v.string(), v.trim()))

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'PORT must be a whole number'),
      v.transform(Number),
      v.minValue(1, 'PORT must be between 1 and 65535'),
      v.maxValue(65535, 'PORT must be between 1 and 65535'),
    ),
    '3000',
  ),
  DATA_DIR: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('DATA_DIR must not be empty')), './data'),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^postgres(ql)?:\/\/.+/, 'DATABASE_URL must be a postgres:// or postgresql:// URL'),
    ),
  ),
  /** Live notices through Redis pub/sub instead of each instance's LISTEN (src/db/redis-notifications.ts). */
  REDIS_URL: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^rediss?:\/\/.+/, 'REDIS_URL must be a redis:// or rediss:// URL')),
  ),
  SERVICES: v.optional(
    v.pipe(
      v.string(),
      v.transform((list) =>
        list
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean),
      ),
      v.minLength(1, 'SERVICES must name at least one service'),
      v.array(v.picklist(SERVICES, `SERVICES may only contain ${SERVICES.join(', ')}`)),
      v.transform((list): Service[] => [...new Set(list)]),
    ),
    'food',
  ),
  AUTH_API_URL: optionalUrl('AUTH_API_URL'),
  API_URL: optionalUrl('API_URL'),
  /** The storefront's public origin, for links in e-mails and SMS (password reset). */
  PUBLIC_URL: optionalUrl('PUBLIC_URL'),
  /**
   * How many proxies in front append to X-Forwarded-For: `false` (0, the default), `true` (1)
   * or a number. The client address is the one the outermost trusted proxy saw.
   */
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^(true|false|\d{1,2})$/, 'TRUST_PROXY must be true, false or the number of proxies in front'),
      v.transform((s) => (s === 'true' ? 1 : s === 'false' ? 0 : Number(s))),
    ),
    'false',
  ),
  /** The development outbox (API listing and /dev/outbox page); on unless NODE_ENV is production. */
  DEV_OUTBOX: v.optional(yesNo('DEV_OUTBOX')),
  /** Comma list of e-mails whose accounts hold the operator role (beside `npm run operator -- grant`). */
  OPERATOR_EMAILS: v.optional(
    v.pipe(
      v.string(),
      v.transform((list) =>
        list
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      ),
      v.array(v.pipe(v.string(), v.email('OPERATOR_EMAILS must be a comma list of e-mail addresses'))),
    ),
    '',
  ),
  MPESA_SIMULATOR: v.optional(yesNo('MPESA_SIMULATOR')),
  /** Google sign-in (shown only when both are set); the endpoint URLs are for tests against a local server. */
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_AUTHORIZATION_URL: optionalUrl('GOOGLE_AUTHORIZATION_URL'),
  GOOGLE_TOKEN_URL: optionalUrl('GOOGLE_TOKEN_URL'),
  GOOGLE_USERINFO_URL: optionalUrl('GOOGLE_USERINFO_URL'),
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^smtps?:\/\/.+/, 'SMTP_URL must be an smtp:// or smtps:// URL')),
  ),
  SMTP_FROM: optionalText,
  AFRICASTALKING_API_KEY: optionalText,
  AFRICASTALKING_USERNAME: optionalText,
  AFRICASTALKING_SENDER_ID: optionalText,
  AFRICASTALKING_URL: optionalUrl('AFRICASTALKING_URL'),
  /**
   * Web Push of new orders to kitchens' phones (decision record 0114): the VAPID key pair that
   * `npx web-push generate-vapid-keys` prints, and a mailto: or https: contact for push services.
   * Unset: the board offers no push, and orders reach the cook by the board and SMS.
   */
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText,
  /** Comma list of further push service origins subscriptions may name (a local one in tests). */
  PUSH_SERVICE_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.transform((list) =>
        list
          .split(',')
          .map((origin) => origin.trim().replace(/\/+$/, ''))
          .filter(Boolean),
      ),
      v.array(v.pipe(v.string(), v.url('PUSH_SERVICE_ORIGINS must be a comma list of origins'))),
    ),
    '',
  ),
  /** M-Pesa Daraja (STK push); offered at checkout only when key, secret, shortcode and passkey are set. */
  MPESA_BASE_URL: optionalUrl('MPESA_BASE_URL'),
  MPESA_CONSUMER_KEY: optionalText,
  MPESA_CONSUMER_SECRET: optionalText,
  MPESA_SHORTCODE: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^\d{5,7}$/, 'MPESA_SHORTCODE must be 5 to 7 digits')),
  ),
  MPESA_PASSKEY: optionalText,
  MPESA_TRANSACTION_TYPE: v.optional(
    v.picklist(
      ['CustomerPayBillOnline', 'CustomerBuyGoodsOnline'],
      'MPESA_TRANSACTION_TYPE must be CustomerPayBillOnline or CustomerBuyGoodsOnline',
    ),
    'CustomerPayBillOnline',
  ),
  /** The secret path segment of the callback URL Daraja is given (at least 16 characters). */
  MPESA_CALLBACK_SECRET: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[\w-]{16,100}$/, 'MPESA_CALLBACK_SECRET must be 16 to 100 letters, digits, - or _'),
    ),
  ),
  /**
   * Uploaded documents go to an S3-compatible bucket when S3_BUCKET is set (with the endpoint and
   * keys), else to DATA_DIR/uploads. S3_ENDPOINT: the service's base URL (path-style requests).
   */
  S3_ENDPOINT: optionalUrl('S3_ENDPOINT'),
  S3_BUCKET: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'S3_BUCKET must be a bucket name (3-63 a-z, 0-9, . or -)',
      ),
    ),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_REGION: v.optional(v.pipe(v.string(), v.trim()), 'us-east-1'),
  /**
   * The map's tiles (decision 0038): an XYZ template with {z}, {x}, {y} (and {s} for
   * subdomains), OpenStreetMap's by default; a self-hosted tile server sets both.
   */
  MAP_TILE_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^https?:\/\/[^/\s]+\/\S*\{z\}\S*$/,
        'MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}',
      ),
      v.check(
        (url) => url.includes('{x}') && url.includes('{y}'),
        'MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y}',
      ),
    ),
    'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  ),
  /** The tiles' attribution, plain text (shown on the map). */
  MAP_ATTRIBUTION: v.optional(v.pipe(v.string(), v.trim()), '© OpenStreetMap contributors'),
  /** Seconds before a pending prompt is settled by Daraja's query instead of waiting for the callback. */
  MPESA_QUERY_AFTER_S: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'MPESA_QUERY_AFTER_S must be a whole number'), v.transform(Number)),
    '30',
  ),
})

export type Env = v.InferOutput<typeof EnvSchema>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Parses an environment; empty strings count as unset, like most twelve-factor apps. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const relevant = Object.fromEntries(
    Object.keys(EnvSchema.entries)
      .map((key) => [key, source[key]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  )
  const result = v.safeParse(EnvSchema, relevant)
  if (result.success) {
    const { S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = result.output
    const s3 = [S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY]
    if (s3.some(Boolean) && !s3.every(Boolean))
      throw new ConfigError(
        'Invalid configuration:\n  S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set all four or none',
      )
    return result.output
  }
  const problems = result.issues.map((issue) => {
    const key = v.getDotPath(issue) ?? 'environment'
    return `${key}: ${issue.message} (got ${JSON.stringify(source[key.split('.')[0] ?? ''] ?? '')})`
  })
  throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`)
}

/** The storefront's public origin (links in messages, OAuth and M-Pesa callbacks); localhost when unset. */
export const publicOrigin = (config: Env) => config.PUBLIC_URL ?? `http://localhost:${config.PORT}`

let cached: Env | undefined

/** The process's configuration, parsed on first use. */
export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
