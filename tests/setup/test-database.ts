import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, inject } from 'vitest'
import { createApiApp } from '../../src/api/app'
import type { AccountSettings } from '../../src/api/env'
import { type DatabaseHandle, openDatabase } from '../../src/db/client'
import { seedDatabase } from '../../src/db/seed/seed'
import type { PaymentSettings } from '../../src/domain/payments/settings'
import type { Service } from '../../src/lib/catalogue-lists'
import type { DocumentStorage } from '../../src/storage/document-storage'
import { fileStorage } from '../../src/storage/file-storage'
import { overHttp, serveAppOverHttp } from '../fixtures/http-transport'

/** A test's database; on Postgres with its URL, so a test can open a second pool as another instance would. */
export type TestDatabase = DatabaseHandle & { url?: string }

/**
 * A database of its own on the Postgres server of DATABASE_URL, migrated and seeded, dropped
 * when closed: for a test that compares whole tables, which the other test files, sharing
 * DATABASE_URL and running at the same time, would change under it.
 */
async function ownPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const admin = new URL(serverUrl)
  admin.pathname = '/postgres'
  const name = `homecooked_test_${Date.now()}_${process.pid}`
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await run(`create database "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const handle = await openDatabase({ driver: 'postgres', url: url.toString() })
  await handle.migrate()
  await seedDatabase(handle.db)
  // Closing drops it. The caller closes it from a top-level afterAll: one registered here,
  // while a beforeAll runs, is never called.
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close()
      await run(`drop database if exists "${name}" with (force)`)
    },
  }
}

/**
 * The database of one test file: a fresh PGlite started from the golden image, or the
 * Postgres named by DATABASE_URL (with `own`, a fresh database on that server). Closed after
 * the file.
 */
export async function testDatabase(options: { own?: boolean } = {}): Promise<TestDatabase> {
  const databaseUrl = inject('databaseUrl')
  const goldenImage = inject('goldenImage')
  if (databaseUrl && options.own) return ownPostgresDatabase(databaseUrl)
  const handle = databaseUrl
    ? await openDatabase({ driver: 'postgres', url: databaseUrl })
    : await openDatabase({ driver: 'pglite', loadDataDir: new Blob([readFileSync(goldenImage ?? '')]) })
  afterAll(() => handle.close())
  return databaseUrl ? { ...handle, url: databaseUrl } : handle
}

/**
 * The API app on a test database, with the services switched on as given; its `request` goes
 * over real HTTP when API_TRANSPORT=http.
 */
export async function testApi(
  options: {
    services?: Service[]
    accounts?: Partial<AccountSettings>
    payments?: PaymentSettings
    /** On Postgres, a fresh database of the file's own (see testDatabase); close `handle` after the file to drop it. */
    ownDatabase?: boolean
    storage?: DocumentStorage
  } = {},
) {
  const handle = await testDatabase({ own: options.ownDatabase ?? false })
  const services = options.services ?? ['food']
  // No transports: every message lands in the outbox table, where the tests read codes.
  const accounts: AccountSettings = {
    transports: {},
    publicUrl: 'http://shop.test',
    trustedProxies: 0,
    outboxListing: true,
    ...options.accounts,
  }
  // Without Daraja settings only cash is offered, as on a server without M-Pesa keys.
  const payments = options.payments ?? { queryAfterMs: 30_000 }
  // Uploaded documents go to a fresh directory of the test file's own.
  const storageDir = mkdtempSync(join(tmpdir(), 'hc-uploads-'))
  const storage = options.storage ?? fileStorage(storageDir)
  const app = createApiApp({
    db: async () => handle.db,
    services: () => services,
    accounts: () => accounts,
    payments: () => payments,
    notifications: async () => handle.notifications,
    storage: () => storage,
  })
  return {
    app: overHttp ? await serveAppOverHttp(app) : app,
    db: handle.db,
    driver: handle.driver,
    notifications: handle.notifications,
    handle,
    storage,
    storageDir,
  }
}
