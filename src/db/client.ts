import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema'

/** The one database type the domain sees, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export type DatabaseHandle = {
  db: Db
  driver: 'pglite' | 'postgres'
  /** Applies the committed migrations; safe to run any number of times. */
  migrate(): Promise<void>
  close(): Promise<void>
  /** PGlite only: the data directory as a gzipped tarball (tests start every file from one). */
  dump?: () => Promise<Blob>
}

/** The committed SQL migrations, read from the project's source tree at run time. */
export const MIGRATIONS_DIR = resolve(process.cwd(), 'src/db/migrations')

export type DatabaseOptions =
  | { driver: 'postgres'; url: string }
  /** dataDir undefined: in memory. loadDataDir: start from a dumped image (tests). */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob }

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 })
    const db = drizzlePg(pool, { schema })
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    }
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
  const client = await PGlite.create({
    // Search (migration 0010): trigram similarity for typos, accents ignored.
    extensions: { pg_trgm, unaccent },
    ...(options.dataDir ? { dataDir: resolve(options.dataDir) } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  })
  const db = drizzlePglite(client, { schema })
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    dump: async () => client.dumpDataDir('gzip'),
  }
}
