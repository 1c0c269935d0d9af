import { eq } from 'drizzle-orm'
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
