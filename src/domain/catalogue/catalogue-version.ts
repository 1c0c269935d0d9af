import { eq, sql } from 'drizzle-orm'
import { catalogueAnnouncements } from '../../db/catalogue-announcements'
import type { Db } from '../../db/client'
import { freshSharedReadBy } from '../../db/fresh-read'
import { catalogueVersion } from '../../db/schema'
import { nairobiDate } from '../../lib/nairobi-date'

async function readCatalogueVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: catalogueVersion.version })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1))
  return row?.version ?? 0
}

/**
 * The catalogue's version together with a fingerprint of the portions sold from today on: what
 * the API's catalogue answers show, exact to the portion. A sale or give-back rewrites its
 * portion_sales row, which gives the row a new transaction id (xmin), so the sum of the rows'
 * ids and their count change with every committed sale without any shared row to lock: the
 * checkouts never queue behind one another for it, and the visitor pages (keyed by the version
 * alone) are not thrown away for a sale they do not show (decision record 0014).
 */
async function readCatalogueState(db: Db): Promise<string> {
  const [row] = await db
    .select({
      version: catalogueVersion.version,
      stock: sql<string>`(select count(*)::text || '.' || coalesce(sum(xmin::text::bigint), 0)::text
        from portion_sales where day >= ((now() at time zone 'UTC') + interval '3 hours')::date)`,
    })
    .from(catalogueVersion)
    .where(eq(catalogueVersion.id, 1))
  return `${row?.version ?? 0}:${row?.stock ?? ''}`
}

// Where changes are not announced (a Postgres server): callers at once share one read that
// began after each of them asked (freshSharedRead), one query per batch under load.
const sharedVersionRead = freshSharedReadBy(readCatalogueVersion)
const sharedStateRead = freshSharedReadBy(readCatalogueState)

/**
 * The last read of one value, for the key it was read for (the Nairobi day, for the
 * fingerprint), kept until the database announces a change (record 0045). A read that fails is
 * not kept: the next caller reads again.
 */
function keptRead<T>() {
  let kept: { key: string; value: Promise<T> } | undefined
  return {
    get(key: string, read: () => Promise<T>): Promise<T> {
      if (kept?.key === key) return kept.value
      const entry = { key, value: read() }
      kept = entry
      entry.value.catch(() => {
        if (kept === entry) kept = undefined
      })
      return entry.value
    },
    forget() {
      kept = undefined
    },
  }
}

type Kept = { version: ReturnType<typeof keptRead<number>>; state: ReturnType<typeof keptRead<string>> }
const keptByDatabase = new WeakMap<Db, Kept>()

function keptFor(db: Db): Kept | undefined {
  const known = keptByDatabase.get(db)
  if (known) return known
  const hear = catalogueAnnouncements(db)
  if (!hear) return undefined
  const kept: Kept = { version: keptRead(), state: keptRead() }
  hear((table) => {
    // Every announcement moves the fingerprint; only a sale leaves the version as it was.
    kept.state.forget()
    if (table !== 'portion_sales') kept.version.forget()
  })
  keptByDatabase.set(db, kept)
  return kept
}

/**
 * The catalogue's version now: it goes up with every committed change to kitchens, meals or
 * offers. Every cached page and catalogue answer asks for it, and on PGlite that one-row query
 * was half of a cached page's cost (decision 0045): where the database announces its changes, the
 * last read is kept until the next announcement.
 */
export function currentCatalogueVersion(db: Db): Promise<number> {
  const kept = keptFor(db)
  return kept ? kept.version.get('', () => readCatalogueVersion(db)) : sharedVersionRead(db)
}

/**
 * readCatalogueState now, kept as currentCatalogueVersion is. The fingerprint counts sales from
 * today on, so it is kept for the Nairobi day it was read on: a new day drops yesterday's sales
 * without any change being announced.
 */
export function currentCatalogueState(db: Db): Promise<string> {
  const kept = keptFor(db)
  return kept ? kept.state.get(nairobiDate(new Date()), () => readCatalogueState(db)) : sharedStateRead(db)
}
