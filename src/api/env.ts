import type { Db } from '../db/client'
import type { Service } from '../lib/catalog-lists'

/** What every API handler can read from the context; set once per request in app.ts. */
export type ApiEnv = {
  Variables: {
    db: Db
    services: readonly Service[]
  }
}
