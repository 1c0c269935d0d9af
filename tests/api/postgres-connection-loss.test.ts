import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type TestDatabase, testDatabase } from '../setup/test-database'

/**
 * Postgres ending the app's connections (a restart, a failover, an administrator) must cost the
 * queries in flight, never the process: an ended idle connection is an 'error' event on the
 * pool, and one held for an advisory-locked job an 'error' on that connection, which unheard
 * would be an uncaught exception. CI's Postgres pass met one when a test file's own database was
 * dropped with (force). Postgres only: PGlite runs in-process and has no connections to lose.
 */
const databaseUrl = inject('databaseUrl')

describe.runIf(databaseUrl)('connections Postgres ends', () => {
  let handle: TestDatabase
  beforeAll(async () => {
    handle = await testDatabase({ own: true })
  })
  afterAll(() => handle.close())

  /** Ends every other connection to this file's own database, as an administrator would. */
  async function terminateAppConnections() {
    const admin = new pg.Client({ connectionString: handle.url })
    await admin.connect()
    try {
      const { rows } = await admin.query<{ ended: boolean }>(
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
      return rows.length
    } finally {
      await admin.end()
    }
  }

  it('an idle connection ended by the server: the process goes on and the next query gets a fresh one', async () => {
    await Promise.all([1, 2, 3].map(() => handle.db.execute(sql`select 1`)))
    expect(await terminateAppConnections()).toBeGreaterThan(0)
    // The pool hears the ended connections' errors (an uncaught one would fail this run).
    await new Promise((resolve) => setTimeout(resolve, 300))
    const result = (await handle.db.execute(sql`select 42 as answer`)) as unknown as {
      rows: { answer: number }[]
    }
    expect(result.rows[0]?.answer).toBe(42)
  })

  it("a job's lock connection ended mid-job: the job fails, the process goes on, the lock is free again", async () => {
    const job = handle.withAdvisoryLock(4_242_001, async () => {
      await terminateAppConnections()
      await new Promise((resolve) => setTimeout(resolve, 300))
      return 'done'
    })
    // The job's own work finished; giving the lock back on the ended connection fails it.
    await expect(job).rejects.toThrow()
    // The server freed the lock with the session: the next run takes it.
    expect(await handle.withAdvisoryLock(4_242_001, async () => 'again')).toBe('again')
  })
})
