import type { Server } from 'node:http'
import type { Socket } from 'node:net'

/** How long a closing connection keeps reading what the client still sends. */
const LINGER_MS = 2_000

/**
 * Closes a connection the way nginx's lingering close does. A refusal sent before the request's
 * body was read (the 413 of decision 0010, `Connection: close`) leaves the client's bytes unread;
 * a socket closed with unread bytes makes the kernel answer with a reset, which can reach the
 * client before it has read the 413 (CI's e2e saw "no answer" for a chunked 10 MB body). So the
 * server half-closes after its answer and reads, discarding, whatever still comes, until the
 * client closes too or 2 s pass.
 */
export function lingerOnClose(server: Server): void {
  server.on('connection', (socket: Socket) => {
    socket.destroySoon = function lingeringClose(this: Socket) {
      if (this.destroyed) return
      const done = () => this.destroy()
      const timer = setTimeout(done, LINGER_MS)
      timer.unref()
      this.on('end', done)
      this.on('close', () => clearTimeout(timer))
      this.on('data', () => {})
      this.resume()
      this.end()
    }
  })
}
