import type { Server } from 'node:http'
import { Server as NetServer } from 'node:net'

/**
 * Counts the requests a Node HTTP server has open, from its start (the stop needs to know
 * what was already in flight when the signal came).
 */
export function trackRequests(server: Server) {
  let open = 0
  let lastActivity = Date.now()
  // A new connection is activity too: its request may not have been read yet.
  server.on('connection', () => {
    lastActivity = Date.now()
  })
  server.on('request', (_request, response) => {
    open++
    lastActivity = Date.now()
    response.once('close', () => {
      open--
      lastActivity = Date.now()
    })
  })
  return { open: () => open, quietFor: () => Date.now() - lastActivity }
}

/**
 * Stops taking connections and waits until every request the server was sent is answered.
 * Node's own `close()` also drops connections it deems idle, and a connection accepted whose
 * request is not read yet counts as idle: under load, such requests were reset
 * (ECONNRESET) instead of answered. And a connection the kernel completed but Node has not
 * accepted yet (the event loop was busy rendering) sits in the listen backlog, which closing
 * the listening socket resets. So the server first keeps accepting until no connection or
 * request has arrived for `quietMs`; then only the listening socket is closed (net's close);
 * once no request is open and none has arrived for `quietMs`, the idle connections left
 * (kept-alive ones) are closed. After `maxMs` everything is closed.
 */
export async function drainAndClose(
  server: Server,
  requests: ReturnType<typeof trackRequests>,
  { quietMs = 300, maxMs = 10_000 } = {},
): Promise<void> {
  const deadline = Date.now() + maxMs
  const quiet = async () => {
    while (Date.now() < deadline && (requests.open() > 0 || requests.quietFor() < quietMs))
      await new Promise((resolve) => setTimeout(resolve, 25))
  }
  // Still listening: the backlog is accepted, and what it holds is served.
  await quiet()
  const closed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()))
  await quiet()
  if (requests.open() > 0) server.closeAllConnections()
  else server.closeIdleConnections()
  // A connection still writing its last answer ends by itself; a stuck one is cut.
  const cut = setTimeout(() => server.closeAllConnections(), 2_000)
  await closed
  clearTimeout(cut)
}
