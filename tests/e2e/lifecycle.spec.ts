import type { ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServed } from '../fixtures/served-process'
import { untilServing } from '../fixtures/until-serving'
import { expect, test } from './fixtures'

/** Starts `npm run serve`'s script on its own port and database. */
const startServer = async (port: number, dataDir: string, extraEnv: Record<string, string> = {}) =>
  startServed('scripts/serve.ts', { PORT: String(port), DATA_DIR: dataDir, ...extraEnv })

async function waitUntilServing(port: number, child: ChildProcess) {
  // A fresh database migrates and seeds first: seconds alone, far longer on a busy 2-core machine.
  // The server's own "serving" line, then one ping: no retry loop on a fixed delay.
  await untilServing(child)
  expect((await fetch(`http://127.0.0.1:${port}/api/auth/ping`)).ok).toBe(true)
}

test.describe.configure({ mode: 'serial', timeout: 180_000 })

test('stops cleanly on SIGTERM and keeps its data for the next start', async () => {
  test.setTimeout(90_000)
  const port = 3290
  const dataDir = mkdtempSync(join(tmpdir(), 'homecooked-lifecycle-'))

  const first = await startServer(port, dataDir)
  await waitUntilServing(port, first.child)
  const before = (await (await fetch(`http://127.0.0.1:${port}/api/kitchens`)).json()) as { total: number }
  first.child.kill('SIGTERM')
  expect(await first.exited).toBe(0)
  expect(first.output()).toContain('Stopped cleanly')

  const second = await startServer(port, dataDir)
  await waitUntilServing(port, second.child)
  const after = (await (await fetch(`http://127.0.0.1:${port}/api/kitchens`)).json()) as { total: number }
  expect(after.total).toBe(before.total)
  second.child.kill('SIGTERM')
  expect(await second.exited).toBe(0)
})

test('a bad setting stops the server with a message naming the variable', async () => {
  const server = await startServer(3291, mkdtempSync(join(tmpdir(), 'homecooked-badenv-')), {
    SERVICES: 'food,pizza',
  })
  expect(await server.exited).toBe(1)
  expect(server.output()).toContain('SERVICES')
})

test('M-Pesa test payments can never be switched on in production: the server stops, naming the variable', async () => {
  const server = await startServer(3292, mkdtempSync(join(tmpdir(), 'homecooked-mpesa-prod-')), {
    NODE_ENV: 'production',
    MPESA_SIMULATOR: 'true',
  })
  expect(await server.exited).toBe(1)
  expect(server.output()).toContain('MPESA_SIMULATOR')
})

test('a production start on an empty database seeds no demo: no kitchen, no demo account, and the demo password signs no one in', async () => {
  test.setTimeout(120_000)
  // Beside this run's app port (E2E_PORT): the fixed ports above may be another run's.
  const port = Number(process.env.E2E_PORT ?? 3210) + 7
  const server = await startServer(port, mkdtempSync(join(tmpdir(), 'homecooked-production-start-')), {
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  })
  try {
    await waitUntilServing(port, server.child)
    const origin = `http://127.0.0.1:${port}`
    const kitchens = (await (await fetch(`${origin}/api/kitchens`)).json()) as { total: number }
    expect(kitchens.total).toBe(0)
    const signIn = await fetch(`${origin}/api/auth/account/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'njeri@kitchens.homecooked.test', secret: 'Kitchen board 2026' }),
    })
    expect(signIn.status).toBe(401)
    expect(server.output()).not.toContain('Seeded the demo storefront')
  } finally {
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  }
})
