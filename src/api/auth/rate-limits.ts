import type { Context } from 'hono'
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible'
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
 * many accounts. Counters live in the database, shared by every instance.
 */
function createLimits(db: Db) {
  return {
    loginFailuresByIdentifierAndAddress: limiter(db, 'login-id-ip', 10, HOUR),
    loginFailuresByAddress: limiter(db, 'login-ip', 100, 24 * HOUR),
    codeTriesByIdentifierAndAddress: limiter(db, 'code-id-ip', 10, 15 * 60),
    codeTriesByAddress: limiter(db, 'code-ip', 50, HOUR),
    messagesByIdentifierAndAddress: limiter(db, 'send-id-ip', 5, HOUR),
    messagesByAddress: limiter(db, 'send-ip', 30, HOUR),
    resetTriesByAddress: limiter(db, 'reset-ip', 30, HOUR),
    registrationsByAddress: limiter(db, 'register-ip', 20, HOUR),
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

function tooMany<E extends ApiEnv>(c: Context<E>, msBeforeNext: number): never {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000))
  c.header('Retry-After', String(seconds))
  const minutes = Math.ceil(seconds / 60)
  // The wait is in the Retry-After header; the message says it in words.
  throw new ApiError(429, 'limits.tooMany', {}, { minutes })
}

/** Answers 429 with Retry-After when any of the named counters is already spent. */
export async function assertWithinLimits<E extends ApiEnv>(c: Context<E>, checks: Checks): Promise<void> {
  const limits = limitsFor(c.var.db)
  for (const [name, key] of checks) {
    const limit = limits[name]
    const state = await limit.get(key)
    if (state && state.consumedPoints >= limit.points) tooMany(c, state.msBeforeNext)
  }
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
