import type { Context } from 'hono'
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import {
  APPLICATIONS_PER_SENDER_PER_HOUR,
  INQUIRIES_PER_ADDRESS_PER_HOUR,
  LOGIN_FAILURES_PER_ADDRESS_PER_DAY,
  LOGIN_FAILURES_PER_IDENTIFIER_AND_ADDRESS,
  REGISTRATIONS_PER_ADDRESS_PER_HOUR,
  SEARCH_BURST_WINDOW_S,
  SEARCHES_PER_ADDRESS_PER_BURST,
  VERIFICATION_CODE_RESEND_S,
  VISITOR_CARTS_PER_ADDRESS_PER_HOUR,
} from '../../config/constants'
import type { Db } from '../../db/client'
import { rateLimits } from '../../db/schema'
import type { ApiEnv } from '../env'
import { ApiError } from '../errors'

const HOUR = 60 * 60
const limiter = (db: Db, keyPrefix: string, points: number, duration: number) =>
  new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix,
    points,
    duration,
    // Expired rows are overwritten in place; no timer may keep a test or a shutdown waiting.
    clearExpiredByTimeout: false,
  })

/**
 * The brute-force limits (OWASP's login-throttling pattern). Failures are counted per
 * identifier *and* address, so someone guessing a victim's password from their machine cannot
 * lock the victim out of their own; a looser per-address budget stops one machine from trying
 * many accounts (and, once spent, still lets each account's owner in: sign-in.ts). Counters
 * live in the database, shared by every instance; the anonymous writes' too (decision record
 * 0032). Search bursts are counted in memory: a read must not cost a database write, and a
 * burst is what one instance feels.
 */
function createLimits(db: Db) {
  return {
    loginFailuresByIdentifierAndAddress: limiter(
      db,
      'login-id-ip',
      LOGIN_FAILURES_PER_IDENTIFIER_AND_ADDRESS,
      HOUR,
    ),
    loginFailuresByAddress: limiter(db, 'login-ip', LOGIN_FAILURES_PER_ADDRESS_PER_DAY, 24 * HOUR),
    codeTriesByIdentifierAndAddress: limiter(db, 'code-id-ip', 10, 15 * 60),
    codeTriesByAddress: limiter(db, 'code-ip', 50, HOUR),
    messagesByIdentifierAndAddress: limiter(db, 'send-id-ip', 5, HOUR),
    // One code a minute per identifier, from anywhere: a new code replaces the last one sent.
    codesByIdentifier: limiter(db, 'code-resend', 1, VERIFICATION_CODE_RESEND_S),
    messagesByAddress: limiter(db, 'send-ip', 30, HOUR),
    resetTriesByAddress: limiter(db, 'reset-ip', 30, HOUR),
    registrationsByAddress: limiter(db, 'register-ip', REGISTRATIONS_PER_ADDRESS_PER_HOUR, HOUR),
    inquiriesByAddress: limiter(db, 'inquiry-ip', INQUIRIES_PER_ADDRESS_PER_HOUR, HOUR),
    applicationsBySender: limiter(db, 'apply-sender', APPLICATIONS_PER_SENDER_PER_HOUR, HOUR),
    visitorCartsByAddress: limiter(db, 'cart-ip', VISITOR_CARTS_PER_ADDRESS_PER_HOUR, HOUR),
    searchesByAddress: new RateLimiterMemory({
      keyPrefix: 'search-ip',
      points: SEARCHES_PER_ADDRESS_PER_BURST,
      duration: SEARCH_BURST_WINDOW_S,
    }),
  }
}

export type LimitName = keyof ReturnType<typeof createLimits>
type Checks = [LimitName, string][]

/** Failed sign-ins (and wrong current passwords): per identifier and address, and per address. */
export const loginLimits = (identifier: string, address: string): Checks => [
  ['loginFailuresByIdentifierAndAddress', `${identifier}|${address}`],
  ['loginFailuresByAddress', address],
]

/** Codes and links sent out: per identifier and address, and per address. */
export const messageLimits = (identifier: string, address: string): Checks => [
  ['messagesByIdentifierAndAddress', `${identifier}|${address}`],
  ['messagesByAddress', address],
]

const byDatabase = new WeakMap<Db, ReturnType<typeof createLimits>>()

function limitsFor(db: Db) {
  let limits = byDatabase.get(db)
  if (!limits) {
    limits = createLimits(db)
    byDatabase.set(db, limits)
  }
  return limits
}

/** Answers 429: Retry-After in seconds, and the wait in words. */
export function tooMany<E extends ApiEnv>(c: Context<E>, msBeforeNext: number): never {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000))
  c.header('Retry-After', String(seconds))
  const minutes = Math.ceil(seconds / 60)
  // The wait is in the Retry-After header; the message says it in words.
  throw new ApiError(429, 'limits.tooMany', {}, { minutes })
}

/** A counter now: the points it used (0 when it has none), whether it is spent, and when it frees. */
export async function counterState<E extends ApiEnv>(c: Context<E>, name: LimitName, key: string) {
  const limit = limitsFor(c.var.db)[name]
  const state = await limit.get(key)
  const used = state?.consumedPoints ?? 0
  return { used, spent: used >= limit.points, msBeforeNext: state?.msBeforeNext ?? 0 }
}

/** Counts one attempt (or failure) against each named counter; answers 429 once one runs out. */
export async function consume<E extends ApiEnv>(c: Context<E>, checks: Checks): Promise<void> {
  const limits = limitsFor(c.var.db)
  for (const [name, key] of checks) {
    try {
      await limits[name].consume(key)
    } catch (error) {
      if (error instanceof RateLimiterRes) tooMany(c, error.msBeforeNext)
      throw error
    }
  }
}

/** Forgets the counters (after a successful sign-in, for that identifier and address). */
export async function forget<E extends ApiEnv>(c: Context<E>, checks: Checks): Promise<void> {
  const limits = limitsFor(c.var.db)
  for (const [name, key] of checks) await limits[name].delete(key)
}
