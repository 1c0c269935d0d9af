/**
 * `npm run db:restore -- FILE`: replaces the PGlite database in DATA_DIR with a backup written
 * by `npm run db:backup`. The database there now is not deleted: it is moved aside to
 * `<DATA_DIR>.before-restore-<time>`. Stop the server first (the data directory's lock stops
 * this script while it runs). The next start applies any newer migrations to the restored data.
 */
import { existsSync, readdirSync, readFileSync, renameSync } from 'node:fs'
import { resolve } from 'node:path'
import { openDatabase } from '../src/db/client.ts'
import { lockDataDir } from '../src/db/data-dir-lock.ts'
import { databaseOptions } from './database-options.ts'
import { failPlainly, POSTGRES_BACKUP } from './db-backup-common.ts'

const options = databaseOptions()
if (options.driver === 'postgres') failPlainly(`DATABASE_URL is set: ${POSTGRES_BACKUP}`, 2)
const file = process.argv[2]
if (!file) failPlainly('Usage: npm run db:restore -- FILE (a backup written by npm run db:backup)', 2)
if (!existsSync(file)) failPlainly(`No backup at ${resolve(file)}.`, 1)
const dataDir = resolve(options.dataDir ?? './data')

// Held across the swap: no server may open the directory while it is replaced.
let unlock: () => void = () => {}
try {
  unlock = lockDataDir(dataDir)
} catch (error) {
  failPlainly(error)
}
let keptAt: string | undefined
if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
  keptAt = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`
  renameSync(dataDir, keptAt)
}
try {
  const handle = await openDatabase({
    driver: 'pglite',
    dataDir,
    loadDataDir: new Blob([readFileSync(file)]),
  })
  try {
    // A backup that is not a database fails here, before anything is said to be restored.
    await handle.db.execute('select count(*) from drizzle.__drizzle_migrations')
  } finally {
    await handle.close()
  }
} catch (error) {
  if (keptAt) {
    renameSync(dataDir, `${dataDir}.failed-restore`)
    renameSync(keptAt, dataDir)
  }
  unlock()
  failPlainly(`Could not restore ${resolve(file)}: ${error instanceof Error ? error.message : error}`)
}
unlock()
console.log(
  `Restored ${resolve(file)} into ${dataDir}.${keptAt ? ` The database that was there is kept in ${keptAt}.` : ''}`,
)
