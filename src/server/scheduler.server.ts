import { SWEEP_INTERVAL_MS } from '../config/constants'
import type { PushSettings } from '../config/web-push'
import type { DatabaseHandle } from '../db/client'
import { sendQueuedMessages } from '../domain/accounts/outbox-sweep'
import type { Transports } from '../domain/accounts/transports'
import { remindExpiringDocuments } from '../domain/applications/document-reminders'
import { keepPopularity } from '../domain/catalogue/popularity-sweep'
import { sweepOldNotifications } from '../domain/housekeeping/notification-sweep'
import { sweepRateLimits } from '../domain/housekeeping/rate-limit-sweep'
import { sweepVisitorCarts } from '../domain/housekeeping/visitor-cart-sweep'
import { sweepIdempotencyKeys } from '../domain/idempotency/idempotency'
import { expireUnpaidOrders } from '../domain/orders/expiry'
import { pushNewOrders } from '../domain/orders/new-order-push'
import { answerWaitingOrders } from '../domain/orders/unanswered'
import type { PaymentSettings } from '../domain/payments/settings'
import { settleStalePrompts } from '../domain/payments/stk-sweep'
import { log, safeError } from '../lib/log.server'

/** What the sweeps need from the process's configuration. */
export type SweepSettings = {
  payments: PaymentSettings
  transports: Transports
  /** OPERATOR_EMAILS: who hears of a kitchen's document running out. */
  operatorEmails?: readonly string[]
  /** Web Push of new orders (VAPID keys), when configured. */
  push?: PushSettings | undefined
}

type Sweep = {
  lockKey: number
  run: (handle: DatabaseHandle, settings: SweepSettings, now: Date) => Promise<unknown>
}

/**
 * The in-process scheduler (decision records 0019 and 0034): every minute
 * each sweep runs under its own Postgres advisory lock, so of several instances one runs it and
 * the others skip that round; each sweep's writes are also conditional, so a second run (or a
 * request racing it) cannot apply anything twice. pg-boss and graphile-worker were not taken:
 * neither runs on PGlite without a hand-made driver. The order matters: prompts are settled
 * before unpaid orders expire, so money that came is seen first.
 */
export const SWEEPS = {
  /** M-Pesa prompts pending 2 minutes: settled by Daraja's status query, as a callback would. */
  stkPrompts: {
    lockKey: 1_414_003,
    run: (handle, settings, now) => settleStalePrompts(handle.db, settings.payments, now),
  },
  /** M-Pesa orders unpaid 15 minutes after checkout: cancelled, portions back. */
  unpaidOrders: {
    lockKey: 1_414_001,
    run: (handle, settings, now) =>
      expireUnpaidOrders(handle.db, now, settings.payments).then((ids) => ids.length),
  },
  /**
   * New orders not pushed yet to the kitchen's subscribed browsers (decision 0114): the order's
   * event pushes it at once (./new-order-pushes.server.ts); this round catches what that missed.
   */
  newOrderPushes: {
    lockKey: 1_414_010,
    run: (handle, settings, now) => pushNewOrders(handle.db, settings.push, now),
  },
  /**
   * Orders waiting for their kitchen's answer: the cook is sent an SMS after the kitchen's alert
   * time, and an order still unanswered at its answer time is declined for it (decision 0110).
   */
  unansweredOrders: {
    lockKey: 1_414_008,
    run: (handle, settings, now) => answerWaitingOrders(handle.db, settings.transports, now),
  },
  /** Kitchen documents running out in 30 and 7 days: the cook and the operators reminded (decision 0113). */
  documentReminders: {
    lockKey: 1_414_009,
    run: (handle, settings, now) =>
      remindExpiringDocuments(
        handle.db,
        { transports: settings.transports, operatorEmails: settings.operatorEmails ?? [] },
        now,
      ),
  },
  /** The lists' "most ordered" keys: each kitchen's orders and each meal's portions of the last 30 days (decision 0117). */
  popularity: {
    lockKey: 1_414_011,
    run: (handle, _settings, now) => keepPopularity(handle.db, now),
  },
  /** Messages queued or failed: sent with backoff, once. */
  outbox: {
    lockKey: 1_414_004,
    run: (handle, settings, now) => sendQueuedMessages(handle.db, settings.transports, now),
  },
  /** Idempotency keys past their 24 hours. */
  idempotencyKeys: {
    lockKey: 1_414_002,
    run: (handle, _settings, now) => sweepIdempotencyKeys(handle.db, now),
  },
  /** Rate-limit counters whose window has passed. */
  rateLimits: {
    lockKey: 1_414_005,
    run: (handle, _settings, now) => sweepRateLimits(handle.db, now),
  },
  /** Visitors' carts untouched for 30 days (never a signed-in shopper's). */
  visitorCarts: {
    lockKey: 1_414_006,
    run: (handle, _settings, now) => sweepVisitorCarts(handle.db, now),
  },
  /** Notifications past their 90 days. */
  notifications: {
    lockKey: 1_414_007,
    run: (handle, _settings, now) => sweepOldNotifications(handle.db, now),
  },
} as const satisfies Record<string, Sweep>

type SweepName = keyof typeof SWEEPS
/** What each sweep did this round; undefined: another instance held its lock, or it failed (logged). */
export type SweepReport = { [K in SweepName]?: Awaited<ReturnType<(typeof SWEEPS)[K]['run']>> }

const didSomething = (result: unknown) =>
  typeof result === 'number'
    ? result > 0
    : typeof result === 'object' && result !== null && Object.values(result).some((n) => n !== 0)

/** Runs every sweep once, each only if its lock is free, on the caller's clock (tests pass one in). */
export async function runSweeps(
  handle: DatabaseHandle,
  settings: SweepSettings,
  now = new Date(),
): Promise<SweepReport> {
  const done: Record<string, unknown> = {}
  for (const [name, sweep] of Object.entries(SWEEPS) as [SweepName, Sweep][]) {
    try {
      const result = await handle.withAdvisoryLock(sweep.lockKey, () => sweep.run(handle, settings, now))
      done[name] = result
      // A round that did something says what (counts only: never whose message or payment).
      if (didSomething(result)) log().info({ sweep: name, result }, 'Sweep done')
    } catch (error) {
      // A failed round is logged and tried again next minute; it never stops the server.
      log().error({ sweep: name, err: safeError(error) }, 'Sweep failed')
    }
  }
  return done as SweepReport
}

/** Starts the minute's sweeps; the answer stops them (on shutdown). */
export function startScheduler(
  handle: () => Promise<DatabaseHandle>,
  settings: () => Promise<SweepSettings>,
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
