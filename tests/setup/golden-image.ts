import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../src/db/client'
import { seedDatabase } from '../../src/db/seed/seed'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A gzipped PGlite data directory, migrated and seeded once per run (unset on Postgres). */
    goldenImage: string | undefined
    /** The Postgres the API tests run against, when DATABASE_URL is set. */
    databaseUrl: string | undefined
  }
}

/**
 * Migrates and seeds once. On PGlite the result is dumped to a file that every test file
 * starts from (loadDataDir), so a file never waits for migrations; on Postgres the server's
 * database is migrated and seeded in place.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL || undefined
  if (databaseUrl) {
    const handle = await openDatabase({ driver: 'postgres', url: databaseUrl })
    await handle.migrate()
    await seedDatabase(handle.db)
    await handle.close()
    project.provide('databaseUrl', databaseUrl)
    project.provide('goldenImage', undefined)
    return
  }
  const handle = await openDatabase({ driver: 'pglite' })
  await handle.migrate()
  await seedDatabase(handle.db)
  const image = await handle.dump?.()
  await handle.close()
  if (!image) throw new Error('PGlite could not dump its data directory')
  const dir = mkdtempSync(join(tmpdir(), 'homecooked-golden-'))
  const file = join(dir, 'golden.tar.gz')
  writeFileSync(file, Buffer.from(await image.arrayBuffer()))
  project.provide('goldenImage', file)
  project.provide('databaseUrl', undefined)
  return () => rmSync(dir, { recursive: true, force: true })
}
