import { env } from '../config/env'
import { log, safeError } from '../lib/log.server'
import { type DatabaseHandle, type Db, openDatabase } from './client'
import { redisNotifications } from './redis-notifications'
import { describeSeed, seedDatabase } from './seed/seed'

/**
 * The process's database: opened and migrated on first use (nothing connects at import time).
 * DATABASE_URL set → that Postgres server; unset → embedded PGlite in DATA_DIR. Outside
 * production an empty database is also seeded with the demo storefront, so a newcomer's
 * `npm start` shows a living shop; a production start never seeds: the demo's kitchen accounts
 * share a published password (decision record 0002; `npm run db:seed -- --demo` does it on
 * purpose).
 */
let handle: Promise<DatabaseHandle> | undefined

export function database(): Promise<DatabaseHandle> {
  handle ??= (async () => {
    const config = env()
    const opened = await openDatabase(
      config.DATABASE_URL
        ? { driver: 'postgres', url: config.DATABASE_URL }
        : { driver: 'pglite', dataDir: config.DATA_DIR, onCrash: stopOnCrash },
    )
    await opened.migrate()
    if (config.NODE_ENV !== 'production') {
      const seeded = await seedDatabase(opened.db)
      // Through the log, as every line the server writes is one JSON object (decision 0026).
      if (seeded) for (const line of describeSeed(seeded)) log().info(line)
    }
    if (!config.REDIS_URL) return opened
    // Notices reach the instances through Redis; this one LISTENs only while it relays.
    const notifications = await redisNotifications({ url: config.REDIS_URL, source: opened.notifications })
    return {
      ...opened,
      notifications,
      close: async () => {
        await notifications.close()
        await opened.close()
      },
    }
  })()
  // A failed start (bad URL, server down) must not stick: the next request tries again.
  handle.catch(() => {
    handle = undefined
  })
  return handle
}

/**
 * The database's thread died unasked (decision record 0107): every query would fail from now
 * on, so the process says why and stops (exit code 1) for its supervisor to start it again,
 * rather than answer every request with an error. What was acknowledged is on disk.
 */
function stopOnCrash(error: Error): void {
  log().fatal({ err: safeError(error) }, 'The database thread stopped: the server stops')
  process.exit(1)
}

export async function db(): Promise<Db> {
  return (await database()).db
}

/** Closes the database if it was ever opened; PGlite needs this to flush on shutdown. */
export async function closeDatabase(): Promise<void> {
  const current = handle
  handle = undefined
  if (current) await (await current).close()
}
