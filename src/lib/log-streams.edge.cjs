/**
 * The Workers build's stand-in for the modules pino loads to write to a file or a worker thread
 * (sonic-boom, thread-stream; vite.edge.config.ts, decision 0100). A Worker has neither: its
 * logger writes through the console (consoleLines in log.server.ts), so pino never calls these.
 * CommonJS, as the modules it stands for: pino `require`s them and tests `instanceof` on one.
 */
module.exports = class NoFileOrThreadOnTheEdge {
  constructor() {
    throw new Error('A Worker writes its log through the console, not to a file or a thread.')
  }
}
