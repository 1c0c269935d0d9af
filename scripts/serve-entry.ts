/**
 * What both serving scripts share (`npm run serve`, `npm run serve:api`): import a built entry and
 * warm it up (a bad setting or a data directory in use stops the process with a plain message),
 * serve it with srvx, compressed, keep idle connections longer than the proxies in front, and on
 * SIGTERM or SIGINT finish the requests in flight, then let the entry close its database.
 */
import { existsSync } from 'node:fs'
import type { Server as HttpServer } from 'node:http'
import { pathToFileURL } from 'node:url'
import { type ServerMiddleware, serve } from 'srvx'
import { log } from '../src/lib/log.server.ts'
import { compressResponse } from './compress.ts'
import { admitPerTurn } from './fair-admission.ts'
import { drainAndClose, trackRequests } from './graceful-stop.ts'
import { lingerOnClose } from './lingering-close.ts'

export type ServerEntry = {
  default: { fetch: (request: Request) => Response | Promise<Response> }
  warmUp: () => Promise<void>
  shutdown: () => Promise<void>
}

export async function serveEntry<Entry extends ServerEntry>(options: {
  /** The built entry (dist/server/server.js, dist/api/server.js). */
  entryPath: string
  /** What the log calls it once it serves ("HomeCooked", "HomeCooked API"). */
  name: string
  /** Served ahead of the entry (the build's static files). */
  middleware?: (entry: Entry) => ServerMiddleware[]
}): Promise<void> {
  if (!existsSync(options.entryPath)) {
    console.error('No build found: run `npm run build` (or `npm start`, which builds first).')
    process.exit(1)
  }
  let entry: Entry
  try {
    entry = (await import(pathToFileURL(options.entryPath).href)) as Entry
    await entry.warmUp()
  } catch (error) {
    // A configuration error names the variable, a data directory in use its owner: say it plainly.
    const plain = error instanceof Error && ['ConfigError', 'DataDirInUse'].includes(error.name)
    console.error(plain ? error.message : error)
    process.exit(1)
  }
  // Two requests a turn keep a turn near 15 ms, so a new connection waits at most that long to
  // be accepted (scripts/fair-admission.ts).
  const admitted = admitPerTurn(2)
  const server = serve({
    port: Number(process.env.PORT || 3000),
    hostname: process.env.HOST || undefined,
    gracefulShutdown: false,
    silent: true,
    middleware: options.middleware?.(entry) ?? [],
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
  log().info({ url: server.url }, `${options.name} is serving`)

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
}
