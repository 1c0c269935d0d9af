import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, inject } from 'vitest'
import { createApiApp } from '../../src/api/app'
import type { AccountSettings } from '../../src/api/env'
import { type DatabaseHandle, openDatabase } from '../../src/db/client'
import type { PaymentSettings } from '../../src/domain/payments/settings'
import type { Service } from '../../src/lib/catalog-lists'
import type { DocumentStorage } from '../../src/storage/document-storage'
import { fileStorage } from '../../src/storage/file-storage'
import { overHttp, serveAppOverHttp } from '../fixtures/http-transport'

/**
 * The database of one test file: a fresh PGlite started from the golden image, or the
 * Postgres named by DATABASE_URL. Closed after the file.
 */
export async function testDatabase(): Promise<DatabaseHandle> {
  const databaseUrl = inject('databaseUrl')
  const goldenImage = inject('goldenImage')
  const handle = databaseUrl
    ? await openDatabase({ driver: 'postgres', url: databaseUrl })
    : await openDatabase({ driver: 'pglite', loadDataDir: new Blob([readFileSync(goldenImage ?? '')]) })
  afterAll(() => handle.close())
  return handle
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
    storage?: DocumentStorage
  } = {},
) {
  const handle = await testDatabase()
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
