/**
 * `npm run db:seed -- --demo`: migrates, then fills an empty database with the demo storefront
 * (Nairobi kitchens, meals, offers, coupons and kitchen accounts sharing a published password)
 * and prints what it created. Without `--demo` it refuses: a production start never seeds, and
 * putting the demo into a database is always this explicit command (decision record 0002).
 */
import { openDatabase } from '../src/db/client.ts'
import { describeSeed, seedDatabase } from '../src/db/seed/seed.ts'
import { databaseOptions } from './database-options.ts'

if (!process.argv.includes('--demo')) {
  console.error(
    [
      'db:seed only seeds the demo storefront, and says so: run `npm run db:seed -- --demo`.',
      'It creates demo kitchens, meals, offers, coupons anyone can use, and kitchen board accounts',
      'whose password is published in the README: never on a database real shoppers use.',
    ].join('\n'),
  )
  process.exit(2)
}

const options = databaseOptions()
if (process.env.NODE_ENV === 'production')
  console.warn('NODE_ENV is production: seeding the demo storefront because --demo asks for it.')
const handle = await openDatabase(options)
try {
  await handle.migrate()
  const seeded = await seedDatabase(handle.db)
  if (seeded) for (const line of [...describeSeed(seeded), `(${handle.driver})`]) console.log(line)
  else console.log('The database already has kitchens; nothing was seeded.')
} finally {
  await handle.close()
}
