import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { kitchenAccounts, SEED_KITCHEN_PASSWORD } from '../../src/db/seed/data/kitchen-accounts'
import { listenOverHttp } from '../fixtures/http-transport'

/**
 * What the server's start puts into an empty database (decision record 0002): outside
 * production the demo storefront, in production nothing, so the demo's kitchen accounts and
 * their published password never open a real kitchen board. The start-up path is the server's
 * own (src/db/database.server.ts behind src/api/default-app.server.ts), over real HTTP.
 */
const demoCook = kitchenAccounts[0]?.email ?? ''
const saved = { ...process.env }

afterEach(async () => {
  const { closeDatabase } = await import('../../src/db/database.server')
  await closeDatabase()
  process.env = { ...saved }
  vi.resetModules()
})

/** The server's API on a fresh PGlite directory, started as `npm run serve` starts it. */
async function startedApi(nodeEnv: 'production' | 'development') {
  vi.resetModules()
  process.env = { ...saved, NODE_ENV: nodeEnv, DATA_DIR: mkdtempSync(join(tmpdir(), 'homecooked-start-')) }
  delete process.env.DATABASE_URL
  delete process.env.REDIS_URL
  const { apiApp } = await import('../../src/api/default-app.server')
  const { database } = await import('../../src/db/database.server')
  await database()
  return listenOverHttp(apiApp)
}

const signInAsDemoCook = (origin: string) =>
  fetch(`${origin}/api/auth/account/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test-client-address': '198.51.100.7' },
    body: JSON.stringify({ identifier: demoCook, secret: SEED_KITCHEN_PASSWORD }),
  })

const kitchenTotal = async (origin: string) =>
  ((await (await fetch(`${origin}/api/kitchens`)).json()) as { total: number }).total

describe('starting on an empty database', () => {
  it('in production seeds nothing: no demo kitchen, and the demo password signs no one in', async () => {
    const origin = await startedApi('production')
    expect(await kitchenTotal(origin)).toBe(0)
    const signIn = await signInAsDemoCook(origin)
    expect(signIn.status).toBe(401)
    const { db } = await import('../../src/db/database.server')
    const { users } = await import('../../src/db/schema')
    expect(await (await db()).select().from(users)).toEqual([])
  }, 120_000)

  it('outside production seeds the demo storefront, whose kitchen account signs in', async () => {
    const origin = await startedApi('development')
    expect(await kitchenTotal(origin)).toBeGreaterThan(0)
    expect((await signInAsDemoCook(origin)).status).toBe(200)
  }, 120_000)
})

describe('npm run db:seed', () => {
  const seed = (args: string[], dataDir: string) => {
    const { DATABASE_URL: _postgres, ...env } = saved
    return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-seed.ts', ...args], {
      env: { ...env, NODE_ENV: 'production', DATA_DIR: dataDir },
      encoding: 'utf8',
    })
  }

  it('refuses without --demo, and with it seeds and prints what it created, the password among it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'homecooked-seed-'))
    const refused = seed([], dataDir)
    expect(refused.status).toBe(2)
    expect(refused.stderr).toContain('npm run db:seed -- --demo')

    const seeded = seed(['--demo'], dataDir)
    expect(seeded.status).toBe(0)
    expect(seeded.stdout).toMatch(/Seeded the demo storefront: \d+ kitchens, \d+ meals/)
    for (const account of kitchenAccounts) expect(seeded.stdout).toContain(account.email)
    expect(seeded.stdout).toContain(SEED_KITCHEN_PASSWORD)

    // The production server on that database now has the demo, because it was asked for.
    process.env = { ...saved, NODE_ENV: 'production', DATA_DIR: dataDir }
    delete process.env.DATABASE_URL
    vi.resetModules()
    const { apiApp } = await import('../../src/api/default-app.server')
    const origin = await listenOverHttp(apiApp)
    expect(await kitchenTotal(origin)).toBeGreaterThan(0)
    expect((await signInAsDemoCook(origin)).status).toBe(200)
  }, 180_000)
})
