/**
 * Serves an existing build (`npm run build`): hashed assets with a one-year immutable cache,
 * other public files briefly cached, everything compressed (static files ahead of time by the
 * build), and a clean stop on SIGTERM (in-flight requests finish, then the database is closed so
 * PGlite flushes to disk). With API_URL set it renders pages only and calls that API tier
 * (`npm run serve:api`, decision 0098).
 */
import { resolve } from 'node:path'
import type { ServerMiddleware } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { type ServerEntry, serveEntry } from './serve-entry.ts'

const root = resolve(import.meta.dirname, '..')
process.chdir(root)
const clientDir = resolve(root, 'dist/client')

type WebEntry = ServerEntry & { protectStatic: (response: Response) => Response }

const YEAR_S = 365 * 24 * 60 * 60

/**
 * A file the static middleware serves carries the browser protections pages get (nosniff above
 * all, src/server/browser-protections.server.ts); what it passes on to the app gets them there.
 */
function protectedFiles(entry: WebEntry, files: ServerMiddleware): ServerMiddleware {
  return async (request, next) => {
    let passedOn = false
    const response = await files(request, () => {
      passedOn = true
      return next()
    })
    return passedOn ? response : entry.protectStatic(response)
  }
}
// The build wrote a brotli and a gzip copy of each file (scripts/precompress.ts): the one the
// browser accepts is sent as it is; a file without one is still compressed per request.
const hashedAssets = (entry: WebEntry) =>
  protectedFiles(
    entry,
    staticMiddleware({ dir: clientDir, maxAge: YEAR_S, immutable: true, encodings: true }),
  )
const publicFiles = (entry: WebEntry) =>
  protectedFiles(entry, staticMiddleware({ dir: clientDir, maxAge: 3600, encodings: true }))

await serveEntry<WebEntry>({
  entryPath: resolve(root, 'dist/server/server.js'),
  name: 'HomeCooked',
  middleware: (entry) => {
    const assets = hashedAssets(entry)
    const files = publicFiles(entry)
    return [
      (request, next) =>
        new URL(request.url).pathname.startsWith('/assets/') ? assets(request, next) : next(),
      // Every public file's name has an extension (favicon.svg, sw.js, icons/…png); a page's path
      // has none, so it skips the file system lookups (several stat calls per page otherwise).
      (request, next) => (/\.[^/]+$/.test(new URL(request.url).pathname) ? files(request, next) : next()),
    ]
  },
})
