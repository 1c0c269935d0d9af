import type { Db } from './client'
import type { PgliteThread } from './pglite-thread'

type Hear = (listener: (table: string) => void) => void

// Per database: the tests open many in one process.
const announcing = new WeakMap<Db, Hear>()

/**
 * Asks this PGlite database to announce every committed change to the catalogue's version or
 * to the portions sold (migration 0025), and records how to hear them. PGlite hands a commit's
 * notifications to its listeners before the commit's caller resumes, and one process owns its
 * data, so what is heard is exactly what has committed (decision record 0045).
 */
export async function announceCatalogueChanges(db: Db, client: PgliteThread): Promise<void> {
  // A session setting: PGlite is one session, so it holds for every later transaction.
  await client.exec(`SET homecooked.announce_catalogue_changes = 'on'`)
  const listeners = new Set<(table: string) => void>()
  await client.listen('catalogue_changed', (table) => {
    for (const listener of listeners) listener(table)
  })
  announcing.set(db, (listener) => listeners.add(listener))
}

/** How to hear this database's catalogue changes, or undefined where they are not announced. */
export function catalogueAnnouncements(db: Db): Hear | undefined {
  return announcing.get(db)
}
