/** `npm run db:migrate`: applies the committed migrations to DATABASE_URL or the PGlite in DATA_DIR. */
import { openDatabase } from '../src/db/client.ts'
import { databaseOptions } from './database-options.ts'

const handle = await openDatabase(databaseOptions())
try {
  await handle.migrate()
  console.log(`Migrations applied (${handle.driver}).`)
} finally {
  await handle.close()
}
