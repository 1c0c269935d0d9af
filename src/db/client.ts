import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Worker } from 'node:worker_threads'
import type { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { announceCatalogueChanges } from './catalogue-announcements'
import { lockDataDir } from './data-dir-lock'
import { type Notifications, pgliteNotifications, postgresNotifications } from './notifications'
import { openPgliteThread, type PgliteThread } from './pglite-thread'
import * as schema from './schema'
import { sessionOptions } from './session-settings'

/** The one database type the domain sees, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export type DatabaseHandle = {
  db: Db
  driver: 'pglite' | 'postgres'
  /** LISTEN/NOTIFY on this database: how the live event streams of every instance hear of changes. */
  notifications: Notifications
  /** Applies the committed migrations; safe to run any number of times. */
  migrate(): Promise<void>
  close(): Promise<void>
  /** PGlite only: the data directory as a gzipped tarball (tests start every file from one). */
  dump?: () => Promise<Blob>
  /** PGlite only: the thread the database runs on (decision record 0107). */
  thread?: Worker
  /**
   * Runs `work` only if this process gets the Postgres advisory lock `key` (session level, on
   * one connection held for the run), else answers undefined at once: of several instances,
   * one runs a job. The lock holds no transaction open, so `work` uses `db` as usual.
   */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T | undefined>
}

/** The committed SQL migrations, read from the project's source tree at run time. */
const MIGRATIONS_DIR = resolve(process.cwd(), 'src/db/migrations')

export type DatabaseOptions =
  | { driver: 'postgres'; url: string }
  /**
   * dataDir undefined: in memory. loadDataDir: start from a dumped image (tests). onCrash: the
   * database's thread died unasked; every query fails from then on (the server exits).
   */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob; onCrash?: (error: Error) => void }

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === 'postgres') {
    // Each connection starts with the app's session settings (src/db/session-settings.ts).
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: sessionOptions(options.url) })
    // A connection the server ends while it sits idle (a restart, a failover, an administrator's
    // pg_terminate_backend) is an 'error' event on the pool: unheard, it would stop the process.
    // The pool drops that connection and opens a fresh one when next asked.
    pool.on('error', (error) => console.warn(`Postgres connection lost while idle: ${error.message}`))
    const db = drizzlePg(pool, { schema })
    const notifications = postgresNotifications(options.url)
    return {
      db,
      driver: 'postgres',
      notifications,
      withAdvisoryLock: async (key, work) => {
        const connection = await pool.connect()
        // Held for the whole job: ended by the server meanwhile, it must fail the job, not the
        // process, and is then destroyed rather than handed to the next caller.
        let broken: Error | undefined
        const lost = (error: Error) => {
          broken = error
          console.warn(`Postgres lock connection lost: ${error.message}`)
        }
        connection.on('error', lost)
        try {
          const { rows } = await connection.query('select pg_try_advisory_lock($1) as locked', [key])
          if (!rows[0]?.locked) return undefined
          try {
            return await work()
          } finally {
            await connection.query('select pg_advisory_unlock($1)', [key])
          }
        } finally {
          connection.off('error', lost)
          connection.release(broken)
        }
      },
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: async () => {
        await notifications.close()
        await pool.end()
      },
    }
  }
  // A second process in the same directory would silently lose writes: it stops here instead.
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {}
  let client: PgliteThread
  try {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true })
    // Its own thread (decision record 0107): a slow read never holds up the server's thread.
    client = await openPgliteThread({
      dataDir: options.dataDir ? resolve(options.dataDir) : undefined,
      image: options.loadDataDir,
      onCrash: (error) => {
        unlock()
        options.onCrash?.(error)
      },
    })
  } catch (error) {
    unlock()
    throw error
  }
  // Drizzle's PGlite driver uses query and transaction, which the thread's client answers alike.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema })
  await announceCatalogueChanges(db, client)
  // PGlite is one session, where an advisory lock is re-entrant: the keys held are tracked here
  // too, so two runs of one job in this process exclude each other as two instances do.
  const held = new Set<number>()
  return {
    db,
    driver: 'pglite',
    notifications: pgliteNotifications(client),
    // One process owns a PGlite data directory; the lock still keeps two runs of one job apart.
    withAdvisoryLock: async (key, work) => {
      if (held.has(key)) return undefined
      held.add(key)
      try {
        return await lockedRun(key, work)
      } finally {
        held.delete(key)
      }
    },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      await client.close()
      unlock()
    },
    dump: () => client.dump(),
    thread: client.worker,
  }

  async function lockedRun<T>(key: number, work: () => Promise<T>): Promise<T | undefined> {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      key,
    ])
    if (!rows[0]?.locked) return undefined
    try {
      return await work()
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key])
    }
  }
}
