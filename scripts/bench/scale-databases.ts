/**
 * The databases `npm run bench:scale` grows and serves: one database grown size by size, and a
 * copy of it taken at each size, so every size is served at once by a server of its own and the
 * sizes' reads can be measured in turn (scale.ts). Postgres: new databases on the admin URL, the
 * copies made with CREATE DATABASE … TEMPLATE (a file copy: the vacuum's visibility map and the
 * statistics come along). PGlite: new data directories, copied while no process owns them.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

/** A database the app can be served on: its environment, where to open it, how to take it away. */
export type ScaleDatabase = {
  env: Record<string, string>
  where: { url?: string; dataDir?: string }
  drop: () => Promise<void>
}

/** The grown database, and a copy of it as it stands now (no connection may be open on it). */
export type GrowingDatabase = ScaleDatabase & { copy: (name: string) => Promise<ScaleDatabase> }

async function adminQuery(adminUrl: string, text: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

function pgliteDatabase(): GrowingDatabase {
  const dataDir = mkdtempSync(join(tmpdir(), 'homecooked-scale-'))
  const at = (dir: string): ScaleDatabase => ({
    env: { DATA_DIR: dir },
    where: { dataDir: dir },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  })
  return {
    ...at(dataDir),
    copy: async (name) => {
      const copied = `${dataDir}-${name}`
      cpSync(dataDir, copied, { recursive: true })
      return at(copied)
    },
  }
}

function postgresDatabase(adminUrl: string, database: string): ScaleDatabase {
  const url = new URL(adminUrl)
  url.pathname = `/${database}`
  return {
    env: { DATABASE_URL: url.toString() },
    where: { url: url.toString() },
    drop: () => adminQuery(adminUrl, `drop database if exists "${database}" with (force)`),
  }
}

async function postgresGrowing(adminUrl: string): Promise<GrowingDatabase> {
  const database = `homecooked_test_${Date.now()}_${process.pid}`
  await adminQuery(adminUrl, `create database "${database}"`)
  return {
    ...postgresDatabase(adminUrl, database),
    copy: async (name) => {
      const copied = `${database}_${name}`
      // A template may have no session on it; autovacuum's worker can hold one for a moment.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await adminQuery(adminUrl, `create database "${copied}" template "${database}"`)
          break
        } catch (error) {
          if (attempt >= 30 || !/being accessed by other users/.test(String(error))) throw error
          await new Promise((resolve) => setTimeout(resolve, 1_000))
        }
      }
      return postgresDatabase(adminUrl, copied)
    },
  }
}

/** A fresh database to grow, on Postgres (the admin URL's server) or in a PGlite data directory. */
export const growingDatabase = (engine: 'postgres' | 'pglite', adminUrl: string) =>
  engine === 'pglite' ? Promise.resolve(pgliteDatabase()) : postgresGrowing(adminUrl)
