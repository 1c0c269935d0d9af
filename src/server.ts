import { createStartHandler, defaultStreamHandler } from '@tanstack/react-start/server'
import { env } from './config/env'
import { closeDatabase, database } from './db/database.server'
import { rootLocaleRedirect } from './i18n/root-redirect'
import { startMpesaSimulator, stopMpesaSimulator } from './server/mpesa-simulator.server'

/**
 * The server entry. Validating the configuration at import makes a bad value stop the
 * server at start, naming the variable, instead of failing on the first request.
 */
env()

const handler = createStartHandler(defaultStreamHandler)

export default {
  fetch: (request: Request) => rootLocaleRedirect(request) ?? handler(request),
}

/** Opens, migrates and seeds the database before the first request (used by `npm start`). */
export async function warmUp(): Promise<void> {
  await database()
  // Before the first request: the API's payment settings read the simulator's address once.
  await startMpesaSimulator(env())
}

/** Lets the serving process close the database cleanly (PGlite flushes on close). */
export async function shutdown(): Promise<void> {
  await stopMpesaSimulator()
  await closeDatabase()
}
