import { and, eq, gte, type SQL, sql } from 'drizzle-orm'
import { DOCUMENT_KINDS, type DocumentKind } from '../../contracts/applications.lists'
import type { Db } from '../../db/client'
import { kitchenDocuments, providers } from '../../db/schema'
import { nairobiDate } from '../../lib/nairobi-date'

/**
 * A kitchen is verified while every document kind (medical certificate, county food licence)
 * was checked and has not expired: its expiry day is today or later in Nairobi. Computed when
 * read, so an expired document drops the badge by itself (decision record 0020).
 */

/** The earliest expiry of the kitchen's checked documents when all kinds were checked, else null. */
export const verifiedUntilSql: SQL<string | null> = sql<string | null>`(
  select case when count(*) = ${DOCUMENT_KINDS.length} then min(${kitchenDocuments.expiresOn})::text end
  from ${kitchenDocuments} where ${kitchenDocuments.providerId} = ${providers.id}
)`

/** Whether the kitchen is verified at `now`, from its verifiedUntil. */
export const isVerified = (verifiedUntil: string | null, now: Date) =>
  verifiedUntil !== null && verifiedUntil >= nairobiDate(now)

/** The SQL twin of isVerified, for the `verified` filter. */
export const verifiedAtSql = (now: Date): SQL =>
  sql`(select count(*) from ${kitchenDocuments} where ${and(
    eq(kitchenDocuments.providerId, providers.id),
    gte(kitchenDocuments.expiresOn, nairobiDate(now)),
  )}) = ${DOCUMENT_KINDS.length}`

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
      set: { expiresOn: check.expiresOn, documentId: check.documentId, checkedAt: new Date() },
    })
}
