import { and, asc, eq, gt, inArray, isNull, lt, lte, or } from 'drizzle-orm'
import {
  OUTBOX_CLAIM_MS,
  OUTBOX_GIVE_UP_AFTER_MS,
  OUTBOX_MAX_ATTEMPTS,
  OUTBOX_SWEEP_BATCH,
} from '../../config/constants'
import type { MessageChannel } from '../../contracts/accounts.lists'
import type { Db } from '../../db/client'
import { outbox } from '../../db/schema'
import { deliver } from './outbox'
import type { Transports } from './transports'

/** What one sweep of the outbox did. */
export type OutboxSweepResult = { sent: number; failed: number }

/**
 * Sends what is still queued (decision 0034): messages whose first try failed, or whose
 * sender died before trying, on channels that have a transport, each after its backoff, at most
 * five tries and never once it is older than 30 minutes. Each row is claimed by one conditional
 * update first (unsent, unclaimed or its claim run out, the tries this sweep saw): of two
 * instances, or of the sweep and the request that queued it, one sends it; marking it sent is
 * conditional too. `now` is the caller's clock.
 */
export async function sendQueuedMessages(
  db: Db,
  transports: Transports,
  now = new Date(),
): Promise<OutboxSweepResult> {
  const result: OutboxSweepResult = { sent: 0, failed: 0 }
  const channels = (Object.keys(transports) as MessageChannel[]).filter((channel) => transports[channel])
  if (channels.length === 0) return result
  const unclaimed = or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, now))
  const due = await db
    .select({ id: outbox.id, attempts: outbox.attempts })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        inArray(outbox.channel, channels),
        lt(outbox.attempts, OUTBOX_MAX_ATTEMPTS),
        gt(outbox.createdAt, new Date(now.getTime() - OUTBOX_GIVE_UP_AFTER_MS)),
        or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now)),
        unclaimed,
      ),
    )
    .orderBy(asc(outbox.createdAt), asc(outbox.id))
    .limit(OUTBOX_SWEEP_BATCH)
  for (const candidate of due) {
    const [claimed] = await db
      .update(outbox)
      .set({ attempts: candidate.attempts + 1, claimedUntil: new Date(now.getTime() + OUTBOX_CLAIM_MS) })
      .where(
        and(
          eq(outbox.id, candidate.id),
          isNull(outbox.sentAt),
          eq(outbox.attempts, candidate.attempts),
          unclaimed,
        ),
      )
      .returning()
    // Another sender took it between the look and the claim.
    if (!claimed) continue
    const transport = transports[claimed.channel]
    if (!transport) continue
    if (await deliver(db, transport, claimed, now)) result.sent += 1
    else result.failed += 1
  }
  return result
}
