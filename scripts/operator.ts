/**
 * `npm run operator -- grant EMAIL` / `npm run operator -- revoke EMAIL`: gives or takes the
 * operator role (kitchen reviews, the support queue) of the account with that e-mail or
 * identifier, on the database the app uses (DATABASE_URL, else PGlite in DATA_DIR: stop the
 * server first, PGlite allows one process). OPERATOR_EMAILS gives the role without a database.
 */
import { openDatabase } from '../src/db/client.ts'
import { grantRole, revokeRole } from '../src/domain/accounts/roles.ts'
import { databaseOptions } from './database-options.ts'

const [command, who] = process.argv.slice(2)
if ((command !== 'grant' && command !== 'revoke') || !who) {
  console.error('Usage: npm run operator -- grant|revoke EMAIL')
  process.exit(2)
}
const handle = await openDatabase(databaseOptions())
try {
  await handle.migrate()
  const user =
    command === 'grant'
      ? await grantRole(handle.db, who, 'operator')
      : await revokeRole(handle.db, who, 'operator')
  if (!user) {
    console.error(`No account has the e-mail or identifier ${who}.`)
    process.exitCode = 1
  } else console.log(`${user.identifier}: roles ${user.roles.join(', ')}`)
} finally {
  await handle.close()
}
