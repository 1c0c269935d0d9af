import { and, eq, isNull, lt } from 'drizzle-orm'
import { IDEMPOTENCY_KEY_TTL_MS, IDEMPOTENCY_STALE_MS } from '../../config/constants'
import type { Db } from '../../db/client'
import { idempotencyKeys } from '../../db/schema'
import type { Tx } from '../checkout/checkout-lock'
import { DomainError } from '../common/errors'

/**
 * Idempotency keys (decision record 0018): a client sends one key per attempt of a
 * request that must not happen twice (a checkout, a payment retry); a repeat of that request
 * with that key gets the first answer again instead of a second run.
 */

/** What to do with a request carrying a key: run it (and then record its answer), or answer again. */
export type Claim =
  | { kind: 'run'; id: number; committedCheckout?: string }
  | { kind: 'replay'; status: number; response: unknown }

const keyField = 'Idempotency-Key'

/**
 * Claims `key` for this user and request. The unique (user, key) index decides between parallel
 * requests: one inserts and runs; the others find its row and hear 409 while it runs, its answer
 * once it is recorded, or 422 when they ask for something else under the same key. A key older
 * than its 24 hours is forgotten and claimed afresh; one whose request died (running for longer
 * than any request may take) is taken over.
 */
export async function claimKey(
  db: Db,
  userId: number,
  key: string,
  requestHash: string,
  now = new Date(),
): Promise<Claim> {
  const thisKey = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key))
  await db
    .delete(idempotencyKeys)
    .where(and(thisKey, lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS))))
  // A row deleted between the insert and the read (swept, taken over) means trying again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [mine] = await db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash, createdAt: now, lockedAt: now })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id })
    if (mine) return { kind: 'run', id: mine.id }
    const [row] = await db.select().from(idempotencyKeys).where(thisKey)
    if (!row) continue
    if (row.requestHash !== requestHash)
      throw new DomainError('invalid', 'idempotency.keyReused', { [keyField]: ['idempotency.keyReused'] })
    if (row.status !== null) return { kind: 'replay', status: row.status, response: row.response }
    const [taken] = await db
      .update(idempotencyKeys)
      .set({ lockedAt: now })
      .where(
        and(
          eq(idempotencyKeys.id, row.id),
          isNull(idempotencyKeys.status),
          lt(idempotencyKeys.lockedAt, new Date(now.getTime() - IDEMPOTENCY_STALE_MS)),
        ),
      )
      .returning({ id: idempotencyKeys.id })
    // The run that died may have committed its checkout before it could record its answer.
    if (taken)
      return { kind: 'run', id: taken.id, ...(row.checkoutId ? { committedCheckout: row.checkoutId } : {}) }
    throw new DomainError('conflict', 'idempotency.inProgress', { [keyField]: ['idempotency.inProgress'] })
  }
  throw new DomainError('conflict', 'idempotency.inProgress', { [keyField]: ['idempotency.inProgress'] })
}

/**
 * Marks, inside the transaction that commits a checkout, that this key's run committed it. The
 * key's row is locked: a second run of the key (one that took over a run thought dead) waits
 * here, and then hears which checkout the first one committed instead of committing another.
 */
export async function markKeyCommitted(tx: Tx, id: number, checkoutId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ checkoutId: idempotencyKeys.checkoutId })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.id, id))
    .for('update')
  if (row?.checkoutId) return row.checkoutId
  await tx.update(idempotencyKeys).set({ checkoutId }).where(eq(idempotencyKeys.id, id))
  return undefined
}

/** Records the answer of a claimed key: repeats get it from now on. */
export async function finishKey(db: Db, id: number, status: number, response: unknown): Promise<void> {
  await db.update(idempotencyKeys).set({ status, response }).where(eq(idempotencyKeys.id, id))
}

/** Forgets a claimed key whose request failed unexpectedly: the client may send it again. */
export async function releaseKey(db: Db, id: number): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.id, id), isNull(idempotencyKeys.status)))
}

/** Deletes keys past their 24 hours (the scheduler's sweep); answers how many went. */
export async function sweepIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)))
    .returning({ id: idempotencyKeys.id })
  return gone.length
}
