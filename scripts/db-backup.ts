/**
 * `npm run db:backup [-- FILE]`: writes the PGlite database in DATA_DIR to FILE (default
 * `backups/homecooked-<time>.tar.gz`), a gzipped copy of the data directory that
 * `npm run db:restore -- FILE` brings back. PGlite allows one process per directory: stop the
 * server first (the data directory's lock says so if it runs). With DATABASE_URL, use
 * Postgres's own tools (the README's pg_dump line).
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { openDatabase } from '../src/db/client.ts'
import { databaseOptions } from './database-options.ts'
import { failPlainly, POSTGRES_BACKUP } from './db-backup-common.ts'

const options = databaseOptions()
if (options.driver === 'postgres') failPlainly(`DATABASE_URL is set: ${POSTGRES_BACKUP}`, 2)
const dataDir = options.dataDir ?? './data'
if (!existsSync(dataDir) || readdirSync(dataDir).length === 0)
  failPlainly(`Nothing to back up: ${resolve(dataDir)} holds no database.`, 1)

const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const file = resolve(process.argv[2] ?? `backups/homecooked-${stamp}.tar.gz`)
if (existsSync(file)) failPlainly(`${file} exists already; name another file.`, 1)

const handle = await openDatabase(options).catch(failPlainly)
try {
  const image = await handle.dump?.()
  if (!image) throw new Error('PGlite could not dump its data directory')
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, Buffer.from(await image.arrayBuffer()))
  console.log(`Backed up ${resolve(dataDir)} to ${file} (${image.size} bytes).`)
} finally {
  await handle.close()
}
