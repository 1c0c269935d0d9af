import { eq, type SQL, sql } from 'drizzle-orm'
import { DOCUMENT_KINDS, type DocumentKind } from '../../contracts/applications.lists'
import type { Db } from '../../db/client'
import { kitchenDocuments, providers } from '../../db/schema'
import { nairobiDate } from '../../lib/nairobi-date'

/**
 * A kitchen is verified while every document kind (medical certificate, county food licence)
 * was checked and has not expired: its expiry day is today or later in Nairobi. The earliest
 * expiry is kept in the kitchen's row (`providers.verified_until`, by triggers on its documents:
 * migration 0036) and compared with today when read, so an expired document drops the badge by
 * itself (decision record 0020).
 */

/** Whether the kitchen is verified at `now`, from its verifiedUntil. */
export const isVerified = (verifiedUntil: string | null, now: Date) =>
  verifiedUntil !== null && verifiedUntil >= nairobiDate(now)

/** The SQL twin of isVerified, for the `verified` filter. */
export const verifiedAtSql = (now: Date): SQL => sql`${providers.verifiedUntil} >= ${nairobiDate(now)}`

export type KitchenCheck = { kind: DocumentKind; expiresOn: string; checkedAt: string; valid: boolean }

/** What was checked of a kitchen, until when, and whether each check still holds at `now`. */
export async function kitchenChecks(db: Db, kitchenId: number, now: Date): Promise<KitchenCheck[]> {
  const rows = await db
    .select({
      kind: kitchenDocuments.kind,
      expiresOn: kitchenDocuments.expiresOn,
      checkedAt: kitchenDocuments.checkedAt,
    })
    .from(kitchenDocuments)
    .where(eq(kitchenDocuments.providerId, kitchenId))
  const today = nairobiDate(now)
  return DOCUMENT_KINDS.flatMap((kind) => {
    const row = rows.find((r) => r.kind === kind)
    return row
      ? [
          {
            kind,
            expiresOn: row.expiresOn,
            checkedAt: row.checkedAt.toISOString(),
            valid: row.expiresOn >= today,
          },
        ]
      : []
  })
}

/** Records that a kitchen's document was checked, valid until `expiresOn` (replacing an older check). */
export async function recordKitchenCheck(
  db: Db,
  check: { kitchenId: number; kind: DocumentKind; expiresOn: string; documentId: number | null },
) {
  await db
    .insert(kitchenDocuments)
    .values({
      providerId: check.kitchenId,
      kind: check.kind,
      expiresOn: check.expiresOn,
      documentId: check.documentId,
    })
    .onConflictDoUpdate({
      target: [kitchenDocuments.providerId, kitchenDocuments.kind],
      // A new expiry starts its reminders afresh (decision record 0113).
      set: {
        expiresOn: check.expiresOn,
        documentId: check.documentId,
        checkedAt: new Date(),
        remindedDays: null,
      },
    })
}
