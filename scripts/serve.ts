/**
 * Serves an existing build (`npm run build`): hashed assets with a one-year immutable cache,
 * other public files briefly cached, everything compressed (static files ahead of time by the
 * build), and a clean stop on SIGTERM (in-flight requests finish, then the database is closed so
 * PGlite flushes to disk).
 */
import { existsSync } from 'node:fs'
import type { Server as HttpServer } from 'node:http'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { type ServerMiddleware, serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { log } from '../src/lib/log.server.ts'
import { compressResponse } from './compress.ts'
import { admitPerTurn } from './fair-admission.ts'
import { drainAndClose, trackRequests } from './graceful-stop.ts'
import { lingerOnClose } from './lingering-close.ts'

const root = resolve(import.meta.dirname, '..')
process.chdir(root)
const serverEntry = resolve(root, 'dist/server/server.js')
const clientDir = resolve(root, 'dist/client')
if (!existsSync(serverEntry)) {
  console.error('No build found: run `npm run build` (or `npm start`, which builds first).')
  process.exit(1)
}

type ServerEntry = {
  default: { fetch: (request: Request) => Response | Promise<Response> }
  protectStatic: (response: Response) => Response
  warmUp: () => Promise<void>
  shutdown: () => Promise<void>
}

let entry: ServerEntry
try {
  entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry
  await entry.warmUp()
} catch (error) {
  // A configuration error names the variable, a data directory in use its owner: say it plainly.
  const plain = error instanceof Error && ['ConfigError', 'DataDirInUse'].includes(error.name)
  console.error(plain ? error.message : error)
  process.exit(1)
}

const YEAR_S = 365 * 24 * 60 * 60

/**
 * A file the static middleware serves carries the browser protections pages get (nosniff above
 * all, src/server/browser-protections.server.ts); what it passes on to the app gets them there.
 */
function protectedFiles(files: ServerMiddleware): ServerMiddleware {
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
const hashedAssets = protectedFiles(
  staticMiddleware({ dir: clientDir, maxAge: YEAR_S, immutable: true, encodings: true }),
)
const publicFiles = protectedFiles(staticMiddleware({ dir: clientDir, maxAge: 3600, encodings: true }))
// Two renders a turn keep a turn near 15 ms, so a new connection waits at most that long to be
// accepted (scripts/fair-admission.ts).
const admitted = admitPerTurn(2)

const server = serve({
  port: Number(process.env.PORT || 3000),
  hostname: process.env.HOST || undefined,
  gracefulShutdown: false,
  silent: true,
  middleware: [
    (request, next) =>
      new URL(request.url).pathname.startsWith('/assets/') ? hashedAssets(request, next) : next(),
    // Every public file's name has an extension (favicon.svg, sw.js, icons/…png); a page's path
    // has none, so it skips the file system lookups (several stat calls per page otherwise).
    (request, next) => (/\.[^/]+$/.test(new URL(request.url).pathname) ? publicFiles(request, next) : next()),
  ],
  fetch: async (request) => {
    await admitted()
    return compressResponse(request, await entry.default.fetch(request))
  },
})
await server.ready()
const nodeServer = (server as unknown as { node: { server: HttpServer } }).node.server
// An idle keep-alive connection is kept longer than clients and proxies keep theirs (60 s on
// common load balancers). With Node's 5 s a client can reuse a socket just as the server closes
// it and get ECONNRESET on a write (CI's e2e run saw it on a sign-in after 5 s of page work).
nodeServer.keepAliveTimeout = 65_000
nodeServer.headersTimeout = 66_000
lingerOnClose(nodeServer)
const requests = trackRequests(nodeServer)
log().info({ url: server.url }, 'HomeCooked is serving')

let stopping = false
async function stop(signal: string) {
  if (stopping) return
  stopping = true
  log().info({ signal }, 'Stopping: finishing open requests, then closing the database')
  await drainAndClose(nodeServer, requests)
  await entry.shutdown()
  log().info('Stopped cleanly')
  process.exit(0)
}
process.on('SIGTERM', () => void stop('SIGTERM'))
process.on('SIGINT', () => void stop('SIGINT'))
