import { env } from './config/env'
import { db } from './db/database.server'
import { currentCatalogueVersion } from './domain/catalogue/catalogue-version'
import { startBackend, stopBackend } from './server/backend.server'
import { remoteCatalogueVersion } from './server/remote-catalogue-version.server'
import { createWebHandler } from './server/web-handler.server'

/**
 * The server entry on Node (`npm start`, scripts/serve.ts). With API_URL set, this process renders
 * pages only and calls the API tier there over HTTP (decision 0098); else it also owns the
 * database and answers the API in-process.
 */
const remoteApi = env().API_URL

const web = createWebHandler(
  remoteApi ? remoteCatalogueVersion(remoteApi) : async () => currentCatalogueVersion(await db()),
)

export default { fetch: web.fetch }

/** The protections of a file `scripts/serve.ts` serves from the build itself, not through `fetch`. */
export const protectStatic = web.protectStatic

/** Opens and migrates the database (seeding the demo outside production) before the first request. */
export async function warmUp(): Promise<void> {
  // A web tier calling a remote API tier owns no database (decision 0098).
  if (!remoteApi) await startBackend()
}

/** Lets the serving process close the database cleanly (PGlite flushes on close). */
export async function shutdown(): Promise<void> {
  await stopBackend()
}
