import { env, publicOrigin } from '../config/env'
import { googleSettings } from '../config/google'
import { mpesaTestMode, paymentSettings } from '../config/mpesa'
import { pushSettings } from '../config/web-push'
import { database, db } from '../db/database.server'
import { transportsFrom } from '../domain/accounts/transports'
import type { PaymentSettings } from '../domain/payments/settings'
import { mpesaSimulatorUrl, startMpesaSimulator } from '../server/mpesa-simulator.server'
import type { DocumentStorage } from '../storage/document-storage'
import { storageFromEnv } from '../storage/storage-from-env'
import { createApiApp } from './app'
import type { AccountSettings } from './env'

let accounts: AccountSettings | undefined
let payments: PaymentSettings | undefined
let storage: DocumentStorage | undefined

/** The process's payment settings (Daraja or its simulator), for the API and the scheduler. */
export function processPaymentSettings(): PaymentSettings {
  if (payments) return payments
  const config = env()
  const simulatorUrl = mpesaSimulatorUrl()
  if (!simulatorUrl && mpesaTestMode(config)) {
    // `npm run dev` has no warm-up: start the simulator now, and offer cash until it answers.
    void startMpesaSimulator(config)
    return paymentSettings(config, publicOrigin(config))
  }
  payments = paymentSettings(config, publicOrigin(config), simulatorUrl)
  return payments
}

/** The process's account settings (message transports among them), for the API and the scheduler. */
export function processAccountSettings(): AccountSettings {
  const config = env()
  accounts ??= {
    transports: transportsFrom(config),
    publicUrl: publicOrigin(config),
    trustedProxies: config.TRUST_PROXY,
    outboxListing: config.DEV_OUTBOX ?? config.NODE_ENV !== 'production',
    google: googleSettings(config),
    operatorEmails: config.OPERATOR_EMAILS,
    push: pushSettings(config),
  }
  return accounts
}

/** The API wired to the process's configuration and database; settings are built once, on first use. */
export const apiApp = createApiApp({
  db,
  services: () => env().SERVICES,
  accounts: processAccountSettings,
  notifications: async () => (await database()).notifications,
  payments: processPaymentSettings,
  storage: () => {
    storage ??= storageFromEnv(env())
    return storage
  },
})
