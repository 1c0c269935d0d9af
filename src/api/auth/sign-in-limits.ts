import type { Context } from 'hono'
import { LOGIN_TRIES_PER_IDENTIFIER_FROM_SPENT_ADDRESS } from '../../config/constants'
import type { ApiEnv } from '../env'
import { consume, counterState, forget, loginLimits, tooMany } from './rate-limits'

/**
 * The password tries of one identifier from one address (decision record 0033).
 *
 * Each try is counted per (identifier, address) before the password is checked, so parallel
 * guesses cannot all slip past the count; a right password forgets that count again. Wrong
 * passwords are also counted per address, but that counter alone never refuses: once an
 * address has spent its wrong passwords (one guesser behind a mobile carrier's or an office's
 * shared address), each account may still be tried from it a few times, so its owner signs in
 * while the guesser is held to a few tries per account.
 */
export function passwordTries<E extends ApiEnv>(c: Context<E>, identifier: string, address: string) {
  const [pair, perAddress] = loginLimits(identifier, address)
  if (!pair || !perAddress) throw new Error('loginLimits names two counters')
  return {
    /** Counts this try; answers 429 when the identifier may not be tried from here now. */
    async take() {
      await consume(c, [pair])
      if (!(await counterState(c, ...perAddress)).spent) return
      const tried = await counterState(c, ...pair)
      if (tried.used > LOGIN_TRIES_PER_IDENTIFIER_FROM_SPENT_ADDRESS) tooMany(c, tried.msBeforeNext)
    },
    /** A wrong password: counted against the address too (429 once it is spent). */
    failed: () => consume(c, [perAddress]),
    /** The right password: this identifier's tries from here start again. */
    succeeded: () => forget(c, [pair]),
  }
}
