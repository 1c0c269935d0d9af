/** `npm run db:seed`: migrates, then fills an empty database with the Nairobi catalogue. */
import { openDatabase } from '../src/db/client.ts'
import { seedDatabase } from '../src/db/seed/seed.ts'
import { databaseOptions } from './database-options.ts'

const handle = await openDatabase(databaseOptions())
try {
  await handle.migrate()
  const seeded = await seedDatabase(handle.db)
  console.log(
    seeded ? `Seeded (${handle.driver}).` : 'The database already has a catalogue; nothing changed.',
  )
} finally {
  await handle.close()
}
