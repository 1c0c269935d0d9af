import { env } from '../config/env'
import { googleSettings } from '../config/google'
import { db } from '../db/database.server'
import { transportsFrom } from '../domain/accounts/transports'
import { createApiApp } from './app'
import type { AccountSettings } from './env'

let accountSettings: AccountSettings | undefined

/** Built once from the configuration: the message transports and the public origin. */
function accounts(): AccountSettings {
  accountSettings ??= (() => {
    const config = env()
    return {
      transports: transportsFrom(config),
      publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
      trustProxy: config.TRUST_PROXY,
      outboxListing: config.DEV_OUTBOX ?? config.NODE_ENV !== 'production',
      google: googleSettings(config),
    }
  })()
  return accountSettings
}

/** The API wired to the process's configuration and database. */
export const apiApp = createApiApp({ db, services: () => env().SERVICES, accounts })
