import { env } from '../config/env'
import { googleSettings } from '../config/google'
import { paymentSettings } from '../config/mpesa'
import { db } from '../db/database.server'
import { transportsFrom } from '../domain/accounts/transports'
import type { PaymentSettings } from '../domain/payments/settings'
import { createApiApp } from './app'
import type { AccountSettings } from './env'

let accountSettings: AccountSettings | undefined
let payments: PaymentSettings | undefined

const publicUrl = () => env().PUBLIC_URL ?? `http://localhost:${env().PORT}`

/** Built once from the configuration: the message transports and the public origin. */
function accounts(): AccountSettings {
  accountSettings ??= (() => {
    const config = env()
    return {
      transports: transportsFrom(config),
      publicUrl: publicUrl(),
      trustProxy: config.TRUST_PROXY,
      outboxListing: config.DEV_OUTBOX ?? config.NODE_ENV !== 'production',
      google: googleSettings(config),
    }
  })()
  return accountSettings
}

/** The API wired to the process's configuration and database. */
export const apiApp = createApiApp({
  db,
  services: () => env().SERVICES,
  accounts,
  payments: () => {
    payments ??= paymentSettings(env(), publicUrl())
    return payments
  },
})
