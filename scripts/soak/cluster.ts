/**
 * The soak's little production: a fresh database on the local Postgres, two app instances on
 * different ports sharing it, and a load balancer in front of them that the shoppers and
 * Daraja's callbacks reach. Everything listens on 127.0.0.1.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import pg from 'pg'

const ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** A fresh database for one soak; stops plainly where no Postgres answers. */
export async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 })
  try {
    await admin.connect()
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new SoakUnavailable(
      `The soak needs a Postgres server and none answers at ${ADMIN_URL} (${reason}).`,
    )
  }
  const name = `homecooked_soak_${Date.now()}_${process.pid}`
  await admin.query(`create database "${name}"`)
  await admin.end()
  const url = new URL(ADMIN_URL)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: ADMIN_URL })
      await again.connect()
      await again.query(`drop database if exists "${name}" with (force)`)
      await again.end()
    },
  }
}

export class SoakUnavailable extends Error {
  override name = 'SoakUnavailable'
}

/** One app instance (`scripts/serve.ts` on the build), which the soak can kill and start again. */
export class AppInstance {
  private child: ChildProcess | undefined
  readonly port: number
  private readonly env: Record<string, string>

  constructor(port: number, env: Record<string, string>) {
    this.port = port
    this.env = env
  }

  get origin() {
    return `http://127.0.0.1:${this.port}`
  }

  /** Starts the instance and answers once it serves requests. */
  async start(timeoutMs = 120_000): Promise<void> {
    const child = spawn(process.execPath, ['scripts/serve.ts'], {
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    this.child = child
    const deadline = Date.now() + timeoutMs
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`Instance :${this.port} stopped while starting (exit ${child.exitCode})`)
      const up = await fetch(`${this.origin}/api/auth/ping`).then(
        (r) => r.ok,
        () => false,
      )
      if (up) return
      if (Date.now() > deadline)
        throw new Error(`Instance :${this.port} did not answer within ${timeoutMs / 1000} s`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }

  /** SIGKILL: no goodbye, in-flight requests cut, as when a machine dies. */
  async kill(): Promise<void> {
    await this.signal('SIGKILL')
  }

  /** SIGTERM: the instance finishes what it serves and closes cleanly. */
  async stop(): Promise<void> {
    await this.signal('SIGTERM')
  }

  private signal(signal: NodeJS.Signals) {
    const child = this.child
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
    return new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill(signal)
    })
  }
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * A round-robin load balancer. An instance that refuses the connection (down) is skipped for
 * the next one, as a balancer's health check would; a request cut once it reached an instance
 * answers 502, for the client to retry (with its idempotency key).
 */
export async function startBalancer(
  upstreams: AppInstance[],
): Promise<{ url: string; close: () => Promise<void> }> {
  let next = 0
  const forward = (upstream: AppInstance, request: IncomingMessage, body: Buffer) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        const outgoing = httpRequest(
          {
            host: '127.0.0.1',
            port: upstream.port,
            method: request.method,
            path: request.url,
            headers: { ...request.headers, host: `127.0.0.1:${upstream.port}` },
          },
          async (answer) => {
            try {
              resolve({
                status: answer.statusCode ?? 502,
                headers: answer.headers,
                body: await readBody(answer),
              })
            } catch (error) {
              reject(error)
            }
          },
        )
        outgoing.on('error', reject)
        outgoing.end(body)
      },
    )
  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request)
    for (let tried = 0; tried < upstreams.length; tried++) {
      const upstream = upstreams[next++ % upstreams.length] as AppInstance
      try {
        const answer = await forward(upstream, request, body)
        response.writeHead(answer.status, answer.headers).end(answer.body)
        return
      } catch (error) {
        // Never reached the instance: the next one may take it. Anything else was cut midway.
        if ((error as NodeJS.ErrnoException).code === 'ECONNREFUSED') continue
        break
      }
    }
    response.writeHead(502, { 'Content-Type': 'application/json' }).end('{"error":"bad gateway"}')
  })
  server.keepAliveTimeout = 10_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
