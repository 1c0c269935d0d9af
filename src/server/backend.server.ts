import { processAccountSettings, processPaymentSettings } from '../api/default-app.server'
import { env } from '../config/env'
import { closeDatabase, database } from '../db/database.server'
import { startMpesaSimulator, stopMpesaSimulator } from './mpesa-simulator.server'
import { pushNewOrdersOnEvents } from './new-order-pushes.server'
import { startScheduler } from './scheduler.server'

let stopScheduler: (() => void) | undefined
let stopPushes: (() => void) | undefined

/**
 * What the process that owns the database starts before its first request: `npm start`'s one
 * process, or the API tier alone (decision 0098). A web tier that calls a remote API starts none.
 * The database is opened and migrated; the M-Pesa simulator starts where test mode is on (the
 * API's payment settings read its address once); the sweeps settle prompts, expire unpaid
 * orders, send queued messages and delete old rows, and new orders are pushed to the kitchens'
 * subscribed phones as they come (record 0114), one instance at a time (records 0019, 0034).
 */
export async function startBackend(): Promise<void> {
  const handle = await database()
  await startMpesaSimulator(env())
  const { push, transports } = processAccountSettings()
  stopScheduler = startScheduler(database, async () => ({
    payments: processPaymentSettings(),
    transports,
    operatorEmails: env().OPERATOR_EMAILS ?? [],
    push,
  }))
  stopPushes = await pushNewOrdersOnEvents(handle, push)
}

/** Stops the sweeps and the simulator, then closes the database (PGlite flushes on close). */
export async function stopBackend(): Promise<void> {
  stopScheduler?.()
  stopScheduler = undefined
  stopPushes?.()
  stopPushes = undefined
  await stopMpesaSimulator()
  await closeDatabase()
}
