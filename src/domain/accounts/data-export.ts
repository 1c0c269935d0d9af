import { eq, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { inquiries, outbox, type UserRow } from '../../db/schema'
import { toAccount } from './accounts'
import { listSessions } from './sessions'

/**
 * Everything stored about a person (Data Protection Act 2019, rights of access and
 * portability): the account, its sessions without token material, the messages sent to them
 * and the contact messages they wrote. Hashes of passwords, codes and tokens are left out.
 */
export async function exportAccountData(db: Db, user: UserRow) {
  const addresses = [user.identifier, user.email, user.phone].filter((x): x is string => Boolean(x))
  const [messages, written] = await Promise.all([
    db
      .select({
        channel: outbox.channel,
        purpose: outbox.purpose,
        recipient: outbox.recipient,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .where(or(...addresses.map((a) => eq(outbox.recipient, a)))),
    user.email
      ? db
          .select({
            kind: inquiries.kind,
            subject: inquiries.subject,
            message: inquiries.message,
            createdAt: inquiries.createdAt,
          })
          .from(inquiries)
          .where(eq(inquiries.email, user.email))
      : Promise.resolve([]),
  ])
  return {
    exportedAt: new Date().toISOString(),
    ...toAccount(user),
    sessions: await listSessions(db, user.id),
    messagesSent: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    contactMessages: written.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  }
}
