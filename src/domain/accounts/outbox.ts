import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { outbox } from '../../db/schema'
import type { MessageChannel, MessagePurpose } from '../../features/accounts/accounts.lists'
import { log, safeError } from '../../server/log.server'
import type { Transports } from './transports'

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
 * an account exists, and the person can ask again.
 */
export async function sendMessage(db: Db, transports: Transports, message: OutgoingMessage): Promise<void> {
  const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id })
  const transport = transports[message.channel]
  if (!transport || !row) return
  try {
    await transport(message)
    await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id))
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    // The provider's reason may quote the address: it stays on the row, out of the log.
    log().warn(
      { purpose: message.purpose, channel: message.channel, outboxId: row.id, err: safeError(error) },
      'Could not send a message',
    )
    await db.update(outbox).set({ error: reason }).where(eq(outbox.id, row.id))
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
