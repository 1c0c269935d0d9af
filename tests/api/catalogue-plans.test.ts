import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { growCatalogue } from '../../scripts/bench/grow-catalogue'
import { CATALOGUE_READS, rowsTouched, type SqlClient } from '../../scripts/bench/read-plans'
import { testApi } from '../setup/test-database'

/**
 * The catalogue reads decision record 0105 keeps flat, as the planner runs them: the demo grown
 * 150×, then 300× (about 9,900 kitchens and 77,700 meals, large enough for the planner to prefer
 * an index). Each read's statements run under EXPLAIN ANALYZE (scripts/bench/read-plans.ts), and
 * the rows their scans of `items` and `providers` touch are added up. A read stays under
 * SMALL_READ rows, or doubling the catalogue
 * may not grow that number by half: a read of every row, in sequence or by an index, doubles it;
 * what stops early does not (a count that stops 100 past its page, search's 201 candidates, a
 * scan that stops at so many matches, a schedule's one kitchen). Every read starts cold (a Drizzle of its own), so the delivery
 * day's schedules are read too. At 300× no read may scan either table in sequence: the planner
 * prefers an index there once a read's plan lets it stop early (a count walks an index's order,
 * list-depth.ts). Postgres (DATABASE_URL) or PGlite.
 */
const SIZES = [150, 300] as const

/**
 * Rows a bounded read may touch at any size: a count 100 past its page of kitchens, each with its
 * meals looked at for the day's portions, is about 2,000 (3 % of the tables at 300×).
 */
const SMALL_READ = 3_000

let api: Awaited<ReturnType<typeof testApi>>
let client: SqlClient

let run: (text: string) => Promise<Record<string, unknown>[]>
let seeded = 1

beforeAll(async () => {
  api = await testApi({ ownDatabase: true })
  client = (api.db as unknown as { $client: SqlClient }).$client
  run = async (text: string) => (await client.query(text)).rows
  const [row] = await run("select count(*)::int as n from providers where service = 'food'")
  seeded = Number(row?.n ?? 1)
}, 60_000)

afterAll(async () => {
  if (api?.driver === 'postgres') await api.handle.close()
})

describe('catalogue reads as the catalogue doubles', () => {
  const before = new Map<string, number>()

  beforeAll(async () => {
    await growCatalogue(run, SIZES[0], seeded)
    for (const [name, read] of CATALOGUE_READS)
      before.set(name, (await rowsTouched(client, api.driver, read)).touched)
    await growCatalogue(run, SIZES[1], seeded)
  }, 300_000)

  it.each(CATALOGUE_READS)(
    '%s keeps to indexes and touches no more rows at twice the size',
    async (name, read) => {
      const { touched, scans, sequential } = await rowsTouched(client, api.driver, read)
      expect(sequential, 'a sequential scan of items or providers').toEqual([])
      const half = before.get(name) ?? 0
      // A read that touches few rows is bounded whatever the planner walks first; one that touches
      // many may do so only where they do not grow with the catalogue (a whole table doubles).
      if (touched > SMALL_READ) expect(touched, scans.join('\n')).toBeLessThanOrEqual(Math.ceil(half * 1.5))
    },
  )
})
