import { and, desc, eq, isNull } from 'drizzle-orm'
import { OUTBOX_CLAIM_MS, OUTBOX_RETRY_BASE_MS } from '../../config/constants'
import type { MessageChannel, MessagePurpose } from '../../contracts/accounts.lists'
import type { Db } from '../../db/client'
import { type OutboxRow, outbox } from '../../db/schema'
import { log, safeError } from '../../lib/log.server'
import type { Transport, Transports } from './transports'

export type OutgoingMessage = {
  channel: MessageChannel
  purpose: MessagePurpose
  recipient: string
  subject: string
  body: string
}

/**
 * Records the message and sends it where a transport is configured. A provider failure is
 * kept on the row and logged, never shown to the caller: the answer must not reveal whether
 * an account exists, and the person can ask again. The row is claimed while it is sent here,
 * so the scheduler's retries (./outbox-sweep.ts) never send it a second time meanwhile.
 */
export async function sendMessage(db: Db, transports: Transports, message: OutgoingMessage): Promise<void> {
  const transport = transports[message.channel]
  const now = new Date()
  const [row] = await db
    .insert(outbox)
    .values(
      transport
        ? { ...message, attempts: 1, claimedUntil: new Date(now.getTime() + OUTBOX_CLAIM_MS) }
        : message,
    )
    .returning()
  if (!transport || !row) return
  await deliver(db, transport, row, now)
}

/** When a message that failed its `attempts`-th try is tried again: 1, 2, 4, 8 minutes later. */
const nextAttemptAt = (attempts: number, now: Date) =>
  new Date(now.getTime() + OUTBOX_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1))

/**
 * Sends a row this caller has claimed, then marks it sent (once: only while unsent) or records
 * the failure with its next try. The claim is released either way.
 */
export async function deliver(db: Db, transport: Transport, row: OutboxRow, now: Date): Promise<boolean> {
  try {
    await transport(row)
    await db
      .update(outbox)
      .set({ sentAt: new Date(), error: null, claimedUntil: null, nextAttemptAt: null })
      .where(and(eq(outbox.id, row.id), isNull(outbox.sentAt)))
    return true
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    // The provider's reason may quote the address: it stays on the row, out of the log.
    log().warn(
      {
        purpose: row.purpose,
        channel: row.channel,
        outboxId: row.id,
        attempts: row.attempts,
        err: safeError(error),
      },
      'Could not send a message',
    )
    await db
      .update(outbox)
      .set({ error: reason, claimedUntil: null, nextAttemptAt: nextAttemptAt(row.attempts, now) })
      .where(eq(outbox.id, row.id))
    return false
  }
}

/** The newest messages first, for the development outbox page. */
export async function latestMessages(db: Db, limit = 50) {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit)
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }))
}
