import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { catalogueVersion } from '../../db/schema'

/** The catalogue's version now: it goes up with every committed change to kitchens, meals or offers. */
export async function currentCatalogueVersion(db: Db): Promise<number> {
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
export async function currentCatalogueState(db: Db): Promise<string> {
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
