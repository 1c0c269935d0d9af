import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { seedDemo } from '../seed-demo.ts'

/** The built app served by `npm run serve` on a fresh, seeded PGlite database, as a shopper meets it. */
export async function startApp(port: number): Promise<{ origin: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'homecooked-bench-'))
  // A production start never seeds (decision record 0002): the demo storefront goes in on purpose.
  seedDemo({ DATA_DIR: dataDir })
  const child: ChildProcess = spawn(process.execPath, ['scripts/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // The signed-in shopper is registered with the code the outbox shows.
      DEV_OUTBOX: 'true',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    // The request log is written, as in production, but not onto the report's terminal.
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app stopped while starting (exit ${child.exitCode})`)
    const up = await fetch(`${origin}/api/auth/ping`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > deadline) throw new Error('The app did not answer within 90 s')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
