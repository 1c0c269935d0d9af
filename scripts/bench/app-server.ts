import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { seedDemo } from '../seed-demo.ts'

/** A served app: where it answers, its process id (the benchmark reads its memory) and how to stop it. */
export type Served = { origin: string; pid: number | undefined; stop: () => Promise<void> }

/** A fresh PGlite data directory with the demo storefront in it. */
function seededDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'homecooked-bench-'))
  // A production start never seeds (decision record 0002): the demo storefront goes in on purpose.
  seedDemo({ DATA_DIR: dataDir })
  return dataDir
}

/** A serving script on 127.0.0.1:port in production mode, once `readyPath` answers 200. */
export async function serveScript(
  script: string,
  port: number,
  env: Record<string, string>,
  readyPath: string,
): Promise<Served> {
  const child: ChildProcess = spawn(process.execPath, [script], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', ...env },
    // The request log is written, as in production, but not onto the report's terminal.
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} stopped while starting (exit ${child.exitCode})`)
    const up = await fetch(`${origin}${readyPath}`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > deadline) throw new Error(`${script} did not answer within 90 s`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return {
    origin,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** The built app served by `npm run serve` on a fresh, seeded PGlite database, as a shopper meets it. */
export function startApp(port: number): Promise<Served> {
  return serveScript(
    'scripts/serve.ts',
    port,
    {
      DATA_DIR: seededDataDir(),
      // The signed-in shopper is registered with the code the outbox shows.
      DEV_OUTBOX: 'true',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    '/api/auth/ping',
  )
}

/**
 * The web tier as Cloudflare runs it (`npm run serve:edge`, decision 0100): the Workers build in
 * workerd on `port`, in front of an API tier (`npm run serve:api`) on `apiPort` with its own fresh,
 * seeded PGlite. Stopping it stops both.
 */
export async function startEdgeTier(port: number, apiPort: number): Promise<Served> {
  const origin = `http://127.0.0.1:${port}`
  const api = await serveScript(
    'scripts/serve-api.ts',
    apiPort,
    { DATA_DIR: seededDataDir(), TRUST_PROXY: '1', DEV_OUTBOX: 'true', PUBLIC_URL: origin },
    '/api/auth/ping',
  )
  const edge = await serveScript(
    'scripts/serve-edge.ts',
    port,
    { API_URL: `${api.origin}/api`, PUBLIC_URL: origin },
    '/',
  )
  return {
    origin,
    pid: edge.pid,
    stop: async () => {
      await edge.stop()
      await api.stop()
    },
  }
}
