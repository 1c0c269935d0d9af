import { SWEEP_INTERVAL_MS } from '../config/constants'
import type { DatabaseHandle } from '../db/client'
import { sweepIdempotencyKeys } from '../domain/idempotency/idempotency'
import { expireUnpaidOrders } from '../domain/orders/expiry'
import type { PaymentSettings } from '../domain/payments/settings'
import { log, safeError } from './log.server'

/**
 * The in-process scheduler (issue 14, point 7; decision record 0019): every minute each sweep
 * runs under its own Postgres advisory lock, so of several instances one runs it and the
 * others skip that round. pg-boss and graphile-worker were not taken: neither runs on PGlite
 * without a hand-made driver.
 */
export const SWEEPS = {
  /** M-Pesa orders unpaid 15 minutes after checkout: cancelled, portions back. */
  unpaidOrders: {
    lockKey: 1_414_001,
    run: (handle: DatabaseHandle, settings: PaymentSettings) =>
      expireUnpaidOrders(handle.db, new Date(), settings).then((ids) => ids.length),
  },
  /** Idempotency keys past their 24 hours. */
  idempotencyKeys: {
    lockKey: 1_414_002,
    run: (handle: DatabaseHandle) => sweepIdempotencyKeys(handle.db),
  },
} as const

/** Runs every sweep once, each only if its lock is free; answers what each did (undefined: skipped). */
export async function runSweeps(handle: DatabaseHandle, settings: PaymentSettings) {
  const done: Record<string, number | undefined> = {}
  for (const [name, sweep] of Object.entries(SWEEPS)) {
    try {
      done[name] = await handle.withAdvisoryLock(sweep.lockKey, () => sweep.run(handle, settings))
    } catch (error) {
      // A failed round is logged and tried again next minute; it never stops the server.
      log().error({ sweep: name, err: safeError(error) }, 'Sweep failed')
    }
  }
  return done
}

/** Starts the minute's sweeps; the answer stops them (on shutdown). */
export function startScheduler(
  handle: () => Promise<DatabaseHandle>,
  settings: () => Promise<PaymentSettings>,
): () => void {
  let running = false
  const timer = setInterval(() => {
    // A slow round is not overlapped by the next.
    if (running) return
    running = true
    void (async () => runSweeps(await handle(), await settings()))()
      .catch((error: unknown) => log().error({ err: safeError(error) }, 'Scheduler round failed'))
      .finally(() => {
        running = false
      })
  }, SWEEP_INTERVAL_MS)
  timer.unref()
  return () => clearInterval(timer)
}
