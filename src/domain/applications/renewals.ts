import { and, asc, desc, eq, isNull } from 'drizzle-orm'
import { DOCUMENT_REMINDER_DAYS } from '../../config/constants'
import { DOCUMENT_KINDS, type DocumentKind } from '../../contracts/applications.lists'
import type { KitchenDocuments, RenewalQueue } from '../../contracts/renewals.responses'
import type { RenewalDecision } from '../../contracts/renewals.schemas'
import type { Db } from '../../db/client'
import { kitchenDocumentRenewals, kitchenDocuments, providers } from '../../db/schema'
import { addDays, nairobiDate } from '../../lib/nairobi-date'
import type { DocumentStorage } from '../../storage/document-storage'
import { DomainError } from '../common/errors'
import { recordKitchenCheck } from '../common/kitchen-verification'
import { notifyKitchen } from '../notifications/notifications'
import { BRAND_ICON } from '../notifications/order-notifications'
import type { IncomingDocument } from './applications'
import { assertCheckableExpiry } from './review'

/**
 * A kitchen's renewed documents (decision record 0115): the cook sends the new medical
 * certificate or food licence from the console, it waits in the operators' queue, and an operator
 * accepts it with the expiry read on it (the kitchen's check, its badge and its reminders start
 * afresh) or refuses it with a reason the cook reads. One renewal waits per kitchen and kind: a
 * second upload replaces the first one's file.
 */

const storageKeyOf = (kitchenId: number, kind: DocumentKind) =>
  `renewals/${kitchenId}/${kind}-${crypto.randomUUID()}`

const renewalGone = () => new DomainError('not-found', 'renewal.notFound')

/** Keeps the file and queues it; answers the kitchen's documents as its console shows them. */
export async function sendRenewal(
  db: Db,
  storage: DocumentStorage,
  input: { kitchenId: number; userId: number; document: IncomingDocument },
  now = new Date(),
): Promise<KitchenDocuments> {
  const { kitchenId, document } = input
  const key = storageKeyOf(kitchenId, document.kind)
  await storage.put(key, document.bytes, document.type)
  const file = {
    storageKey: key,
    contentType: document.type,
    byteSize: document.bytes.byteLength,
    fileName: document.fileName,
    sentBy: input.userId,
    sentAt: now,
  }
  let replaced: string | undefined
  try {
    replaced = await db.transaction(async (tx) => {
      const [waiting] = await tx
        .select({ id: kitchenDocumentRenewals.id, storageKey: kitchenDocumentRenewals.storageKey })
        .from(kitchenDocumentRenewals)
        .where(waitingOf(kitchenId, document.kind))
        .for('update')
      if (waiting) {
        await tx.update(kitchenDocumentRenewals).set(file).where(eq(kitchenDocumentRenewals.id, waiting.id))
        return waiting.storageKey
      }
      // Two first uploads at once: the waiting-key index lets one in; the other replaces its file.
      const inserted = await tx
        .insert(kitchenDocumentRenewals)
        .values({ providerId: kitchenId, kind: document.kind, ...file })
        .onConflictDoNothing()
        .returning({ id: kitchenDocumentRenewals.id })
      if (inserted.length > 0) return undefined
      const [other] = await tx
        .update(kitchenDocumentRenewals)
        .set(file)
        .where(waitingOf(kitchenId, document.kind))
        .returning({ id: kitchenDocumentRenewals.id })
      if (!other) throw new Error('A waiting renewal was neither inserted nor found')
      return undefined
    })
  } catch (error) {
    await storage.delete(key).catch(() => {})
    throw error
  }
  if (replaced) await storage.delete(replaced).catch(() => {})
  return kitchenDocumentsOf(db, kitchenId, now)
}

const waitingOf = (kitchenId: number, kind: DocumentKind) =>
  and(
    eq(kitchenDocumentRenewals.providerId, kitchenId),
    eq(kitchenDocumentRenewals.kind, kind),
    isNull(kitchenDocumentRenewals.decidedAt),
  )

/** Each document of the kitchen: its checked expiry, whether a renewal is due, what waits, what was decided. */
export async function kitchenDocumentsOf(
  db: Db,
  kitchenId: number,
  now = new Date(),
): Promise<KitchenDocuments> {
  const checks = await db
    .select({ kind: kitchenDocuments.kind, expiresOn: kitchenDocuments.expiresOn })
    .from(kitchenDocuments)
    .where(eq(kitchenDocuments.providerId, kitchenId))
  const renewals = await db
    .select()
    .from(kitchenDocumentRenewals)
    .where(eq(kitchenDocumentRenewals.providerId, kitchenId))
    .orderBy(desc(kitchenDocumentRenewals.id))
  const dueBy = addDays(nairobiDate(now), DOCUMENT_REMINDER_DAYS[0])
  return {
    items: DOCUMENT_KINDS.map((kind) => {
      const expiresOn = checks.find((c) => c.kind === kind)?.expiresOn ?? null
      const waiting = renewals.find((r) => r.kind === kind && r.decidedAt === null)
      const decided = renewals.find((r) => r.kind === kind && r.decidedAt !== null)
      return {
        kind,
        expiresOn,
        renewalDue: expiresOn === null || expiresOn <= dueBy,
        waiting: waiting
          ? { id: waiting.id, fileName: waiting.fileName, sentAt: waiting.sentAt.toISOString() }
          : null,
        lastDecision:
          decided?.decidedAt && (decided.outcome === 'accepted' || decided.outcome === 'rejected')
            ? {
                outcome: decided.outcome,
                expiresOn: decided.expiresOn,
                reason: decided.reason,
                decidedAt: decided.decidedAt.toISOString(),
              }
            : null,
      }
    }),
  }
}

/** The renewals waiting for an operator, oldest first, with the expiry of the check each renews. */
export async function renewalQueue(db: Db): Promise<RenewalQueue> {
  const rows = await db
    .select({
      id: kitchenDocumentRenewals.id,
      kitchenId: providers.id,
      kitchenName: providers.name,
      kind: kitchenDocumentRenewals.kind,
      fileName: kitchenDocumentRenewals.fileName,
      sentAt: kitchenDocumentRenewals.sentAt,
      currentExpiresOn: kitchenDocuments.expiresOn,
    })
    .from(kitchenDocumentRenewals)
    .innerJoin(providers, eq(providers.id, kitchenDocumentRenewals.providerId))
    .leftJoin(
      kitchenDocuments,
      and(
        eq(kitchenDocuments.providerId, kitchenDocumentRenewals.providerId),
        eq(kitchenDocuments.kind, kitchenDocumentRenewals.kind),
      ),
    )
    .where(isNull(kitchenDocumentRenewals.decidedAt))
    .orderBy(asc(kitchenDocumentRenewals.sentAt))
    .limit(200)
  return {
    items: rows.map((row) => ({
      id: row.id,
      kitchen: { id: row.kitchenId, name: row.kitchenName },
      kind: row.kind,
      fileName: row.fileName,
      sentAt: row.sentAt.toISOString(),
      currentExpiresOn: row.currentExpiresOn,
    })),
  }
}

/** A renewal's file, for operators (the route checks the role) and the kitchen that sent it. */
export async function renewalFile(
  db: Db,
  storage: DocumentStorage,
  id: number,
  viewer: { operator: boolean; kitchenId: number | undefined },
) {
  const [row] = await db.select().from(kitchenDocumentRenewals).where(eq(kitchenDocumentRenewals.id, id))
  if (!row || (!viewer.operator && row.providerId !== viewer.kitchenId)) throw renewalGone()
  const bytes = await storage.get(row.storageKey)
  if (!bytes) throw renewalGone()
  return { bytes, contentType: row.contentType, kind: row.kind }
}

/**
 * An operator decides a waiting renewal, once: the first decision wins (a conditional update),
 * a second one answers 409. Accepted, it becomes the kitchen's check with its expiry (the badge
 * and the reminders follow); either way the kitchen's accounts are told.
 */
export async function decideRenewal(
  db: Db,
  input: { id: number; operatorId: number; decision: RenewalDecision },
  now = new Date(),
): Promise<RenewalQueue> {
  const { decision } = input
  const [row] = await db
    .select({ kind: kitchenDocumentRenewals.kind })
    .from(kitchenDocumentRenewals)
    .where(eq(kitchenDocumentRenewals.id, input.id))
  if (!row) throw renewalGone()
  if (decision.outcome === 'accepted') assertCheckableExpiry(row.kind, decision.expiresOn, now)
  await db.transaction(async (tx) => {
    const [taken] = await tx
      .update(kitchenDocumentRenewals)
      .set({
        decidedAt: now,
        decidedBy: input.operatorId,
        outcome: decision.outcome,
        expiresOn: decision.outcome === 'accepted' ? decision.expiresOn : null,
        reason: decision.outcome === 'rejected' ? decision.reason : null,
      })
      .where(and(eq(kitchenDocumentRenewals.id, input.id), isNull(kitchenDocumentRenewals.decidedAt)))
      .returning({ kitchenId: kitchenDocumentRenewals.providerId, kind: kitchenDocumentRenewals.kind })
    if (!taken) throw new DomainError('conflict', 'renewal.decided')
    if (decision.outcome === 'accepted')
      await recordKitchenCheck(tx, {
        kitchenId: taken.kitchenId,
        kind: taken.kind,
        expiresOn: decision.expiresOn,
        documentId: null,
      })
    await notifyKitchen(tx, taken.kitchenId, {
      kind: `renewal.${decision.outcome}.${taken.kind}`,
      values:
        decision.outcome === 'accepted' ? { expiresOn: decision.expiresOn } : { reason: decision.reason },
      link: '/kitchen/settings',
      img: BRAND_ICON,
    })
  })
  return renewalQueue(db)
}
