import type { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { growCatalogue } from '../../scripts/bench/grow-catalogue'
import type { Db } from '../../src/db/client'
import * as schema from '../../src/db/schema'
import { getKitchen, listKitchens } from '../../src/domain/catalogue/kitchens'
import { getMeal } from '../../src/domain/catalogue/meal-detail'
import { listMeals, relatedMeals } from '../../src/domain/catalogue/meals'
import { listLiveOffers } from '../../src/domain/catalogue/offers'
import { searchCatalogue, suggest } from '../../src/domain/catalogue/ranked-search'
import { deliveryDayChoices } from '../../src/lib/catalogue-filters'
import { testApi } from '../setup/test-database'

/**
 * The catalogue reads decision record 0105 keeps flat, as the planner runs them: the demo grown
 * 150×, then 300× (about 9,900 kitchens and 77,700 meals, large enough for the planner to prefer
 * an index). The statements each read sends are caught through Drizzle's logger and run again
 * under EXPLAIN ANALYZE on the same database, and the rows their scans of `items` and
 * `providers` touch are added up. A read stays under SMALL_READ rows, or doubling the catalogue
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

type Client = { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }
let api: Awaited<ReturnType<typeof testApi>>
let client: Client

let run: (text: string) => Promise<Record<string, unknown>[]>
let seeded = 1

beforeAll(async () => {
  api = await testApi({ ownDatabase: true })
  client = (api.db as unknown as { $client: Client }).$client
  run = async (text: string) => (await client.query(text)).rows
  const [row] = await run("select count(*)::int as n from providers where service = 'food'")
  seeded = Number(row?.n ?? 1)
}, 60_000)

afterAll(async () => {
  if (api?.driver === 'postgres') await api.handle.close()
})

type Statement = { sql: string; params: unknown[] }

/** The statements a read sends, through a Drizzle of its own on the same connection. */
async function statementsOf(read: (db: Db) => Promise<unknown>): Promise<Statement[]> {
  const sent: Statement[] = []
  const logger = { logQuery: (sql: string, params: unknown[]) => sent.push({ sql, params }) }
  const db = (api.driver === 'postgres'
    ? drizzlePg(client as unknown as pg.Pool, { schema, logger })
    : drizzlePglite({ client: client as unknown as PGlite, schema, logger })) as unknown as Db
  await read(db)
  return sent
}

type PlanNode = {
  'Node Type': string
  'Relation Name'?: string
  'Actual Rows'?: number
  'Actual Loops'?: number
  'Rows Removed by Filter'?: number
  'Rows Removed by Index Recheck'?: number
  Plans?: PlanNode[]
}

/** Each scan of `items` or `providers` in a statement's plan, run (EXPLAIN ANALYZE), with the rows it read. */
async function tableScans(
  session: Client,
  { sql, params }: Statement,
): Promise<{ table: 'items' | 'providers'; scan: string; read: number }[]> {
  const { rows } = await session.query(`explain (analyze, format json) ${sql}`, params)
  const cell = rows[0]?.['QUERY PLAN']
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[]
  const found: { table: 'items' | 'providers'; scan: string; read: number }[] = []
  const walk = (node: PlanNode) => {
    const table = node['Relation Name']
    if (table === 'items' || table === 'providers') {
      const perLoop =
        (node['Actual Rows'] ?? 0) +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0)
      found.push({
        table,
        scan: `${node['Node Type']} on ${table}`,
        read: Math.round(perLoop * (node['Actual Loops'] ?? 1)),
      })
    }
    for (const child of node.Plans ?? []) walk(child)
  }
  for (const { Plan } of plan) walk(Plan)
  return found
}

/** The rows of `items` and `providers` a read's statements touch in all, and its scans. */
async function rowsTouched(read: (db: Db) => Promise<unknown>) {
  const statements = await statementsOf(read)
  expect(statements.length).toBeGreaterThan(0)
  const scans: string[] = []
  let touched = 0
  // One connection, in one transaction rolled back after, so a read's own `set local` (search
  // keeps to its indexes) holds for the statements after it, as it does when the read runs.
  const pool = client as Client & { connect?: () => Promise<Client & { release(): void }> }
  const connection = pool.connect ? await pool.connect() : undefined
  const session: Client = connection ?? client
  await session.query('begin')
  try {
    for (const statement of statements) {
      if (/^(begin|commit|rollback)\b/i.test(statement.sql)) continue
      if (/^set local\b/i.test(statement.sql)) {
        await session.query(statement.sql)
        continue
      }
      for (const scan of await tableScans(session, statement)) {
        touched += scan.read
        scans.push(`${scan.scan}: ${scan.read} rows in ${statement.sql.slice(0, 120)}`)
      }
    }
  } finally {
    await session.query('rollback')
    connection?.release()
  }
  return { touched, scans }
}

const services = ['food'] as const
const firstPage = { page: 1, perPage: 20 }

const KILIMANI = { lat: -1.2921, lng: 36.7855 }

const READS: [string, (db: Db) => Promise<unknown>][] = [
  ['a search', (db: Db) => searchCatalogue(db, { q: 'pilau', services, ...firstPage })],
  ['a search with a typo', (db: Db) => searchCatalogue(db, { q: 'mukmo', services, ...firstPage })],
  ['suggestions', (db: Db) => suggest(db, { q: 'pil', limit: 6, services })],
  ["a meal's related meals", (db: Db) => relatedMeals(db, 1, { services })],
  ['kitchens, first page', (db: Db) => listKitchens(db, { services, ...firstPage })],
  ['kitchens by price', (db: Db) => listKitchens(db, { sort: 'price', services, ...firstPage })],
  [
    'kitchens nearest first',
    (db: Db) => listKitchens(db, { sort: 'distance', near: KILIMANI, services, ...firstPage }),
  ],
  ['kitchens, verified only', (db: Db) => listKitchens(db, { verified: true, services, ...firstPage })],
  [
    'kitchens by delivery day',
    (db: Db) => listKitchens(db, { deliveryDay: deliveryDayChoices()[1], services, ...firstPage }),
  ],
  ['meals, first page', (db: Db) => listMeals(db, { services, ...firstPage })],
  ['meals, page 10', (db: Db) => listMeals(db, { services, page: 10, perPage: 20 })],
  ['meals, the deepest page', (db: Db) => listMeals(db, { services, page: 50, perPage: 20 })],
  [
    "the map's kitchens in view",
    (db: Db) => listKitchens(db, { bbox: '-1.31,36.76,-1.27,36.80', services, page: 1, perPage: 50 }),
  ],
  ['a kitchen by id', (db: Db) => getKitchen(db, 1, { services })],
  ['a meal by id', (db: Db) => getMeal(db, 1, { services })],
  ['offers', (db: Db) => listLiveOffers(db, { services, ...firstPage })],
]

describe('catalogue reads as the catalogue doubles', () => {
  const before = new Map<string, number>()

  beforeAll(async () => {
    await growCatalogue(run, SIZES[0], seeded)
    for (const [name, read] of READS) before.set(name, (await rowsTouched(read)).touched)
    await growCatalogue(run, SIZES[1], seeded)
  }, 300_000)

  it.each(READS)('%s keeps to indexes and touches no more rows at twice the size', async (name, read) => {
    const { touched, scans } = await rowsTouched(read)
    expect(
      scans.filter((scan) => scan.startsWith('Seq Scan')),
      'a sequential scan of items or providers',
    ).toEqual([])
    const half = before.get(name) ?? 0
    // A read that touches few rows is bounded whatever the planner walks first; one that touches
    // many may do so only where they do not grow with the catalogue (a whole table doubles).
    if (touched > SMALL_READ) expect(touched, scans.join('\n')).toBeLessThanOrEqual(Math.ceil(half * 1.5))
  })
})
