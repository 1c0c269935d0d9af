import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../../src/db/client'

/**
 * Decision 0107: PGlite runs in a thread of its own. Its failures as the server meets them: a
 * query's error comes back whole and the database goes on; a slow query leaves the server's
 * thread free; a thread that dies fails every query at once rather than leaving one hanging,
 * and the server logs it and exits 1; what was acknowledged before is there after a restart.
 */
let handle: DatabaseHandle
const crashes: Error[] = []
beforeAll(async () => {
  handle = await openDatabase({ driver: 'pglite', onCrash: (error) => crashes.push(error) })
})
afterAll(async () => {
  await handle?.close()
})

describe('the database thread', () => {
  it('answers a failed query with the database’s error and code, and goes on answering', async () => {
    await handle.db.execute(sql`create table probe (id int primary key)`)
    await handle.db.execute(sql`insert into probe values (1)`)
    const failure = await handle.db.execute(sql`insert into probe values (1)`).catch((error: Error) => error)
    expect(failure).toBeInstanceOf(Error)
    expect((failure as Error & { cause?: { code?: string } }).cause?.code).toBe('23505')
    const rolledBack = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into probe values (2)`)
        await tx.execute(sql`select 1 / 0`)
      })
      .catch((error: Error & { cause?: { code?: string } }) => error.cause?.code)
    expect(rolledBack).toBe('22012')
    const rows = (await handle.db.execute(sql`select id from probe order by id`)) as unknown as {
      rows: { id: number }[]
    }
    expect(rows.rows).toEqual([{ id: 1 }])
  })

  it('leaves the server’s thread free while a slow query runs', async () => {
    const started = performance.now()
    const slow = handle.db.execute(sql`select count(*) from generate_series(1, 5000000)`)
    // A timer due in 10 ms: on the database's own thread it waited for the whole query.
    const timer = await new Promise<number>((resolve) => setTimeout(() => resolve(performance.now()), 10))
    await slow
    const queryTook = performance.now() - started
    expect(timer - started).toBeLessThan(queryTook / 2)
  })

  it('fails to open, and says why, when the database cannot start: no crash is reported', async () => {
    const before = crashes.length
    const opening = openDatabase({
      driver: 'pglite',
      loadDataDir: new Blob(['not a database image']),
      onCrash: (error) => crashes.push(error),
    })
    await expect(opening).rejects.toThrow(/The database thread (failed|stopped)/)
    expect(crashes).toHaveLength(before)
  })

  it('fails every waiting and later query at once when the thread dies, and says so once', async () => {
    const own = await openDatabase({ driver: 'pglite', onCrash: (error) => crashes.push(error) })
    const waiting = own.db.execute(sql`select count(*) from generate_series(1, 5000000)`)
    await own.thread?.terminate()
    // Drizzle names the query and keeps the thread's error as the cause.
    const why = (error: Error) => (error.cause as Error).message
    expect(await waiting.catch(why)).toMatch(/^The database thread stopped/)
    expect(await own.db.execute(sql`select 1`).catch(why)).toMatch(/^The database thread stopped/)
    expect(crashes).toHaveLength(1)
  })
})

describe('a server whose database thread dies', () => {
  it('logs it and exits 1, and keeps every acknowledged write for its restart', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'homecooked-thread-')), 'data')
    const run = (args: string[]) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'tests/fixtures/data-dir-process.ts', ...args],
        {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
      let output = ''
      child.stdout?.on('data', (chunk) => (output += chunk))
      child.stderr?.on('data', (chunk) => (output += chunk))
      return new Promise<{ code: number | null; output: string }>((resolve) =>
        child.on('exit', (code) => resolve({ code, output })),
      )
    }
    const crashed = await run(['crash', '20'])
    expect(crashed.output).not.toContain('still running')
    expect(crashed.code).toBe(1)
    const fatal = crashed.output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .find((line) => line.level === 60)
    expect(fatal?.msg).toBe('The database thread stopped: the server stops')
    const acknowledged = [...crashed.output.matchAll(/^acked (v\d+)$/gm)].map((match) => match[1])
    expect(acknowledged).toHaveLength(20)

    const restarted = await run(['read'])
    expect(restarted.code).toBe(0)
    const kept = JSON.parse(restarted.output.trim().split('\n').at(-1) ?? '[]') as string[]
    expect(kept).toEqual(expect.arrayContaining(acknowledged))
  }, 120_000)
})
