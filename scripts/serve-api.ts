/**
 * `npm run serve:api`: the API tier alone (decision 0098), the REST API of SPEC §7 under /api
 * with the database (PGlite in DATA_DIR, or Postgres at DATABASE_URL), the sweeps and, in test
 * mode, the M-Pesa simulator. No pages: web tiers render them and call it at API_URL.
 */
import { resolve } from 'node:path'
import { serveEntry } from './serve-entry.ts'

const root = resolve(import.meta.dirname, '..')
process.chdir(root)

await serveEntry({ entryPath: resolve(root, 'dist/api/server.js'), name: 'HomeCooked API' })
