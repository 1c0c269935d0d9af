import type { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { growCatalogue } from '../../scripts/bench/grow-catalogue'
import type { Db } from '../../src/db/client'
import * as schema from '../../src/db/schema'
import { listKitchens } from '../../src/domain/catalogue/kitchens'
import { relatedMeals } from '../../src/domain/catalogue/meals'
import { searchCatalogue, suggest } from '../../src/domain/catalogue/ranked-search'
import { testApi } from '../setup/test-database'

/**
 * The catalogue reads decision record 0105 keeps flat, as the planner runs them on a catalogue
 * large enough for it to prefer an index (the demo grown 300×: about 9,900 kitchens and 77,700
 * meals): the statements each read sends, caught through Drizzle's logger, are explained on the
 * same database, and none may read the table it selects from (`items` or `providers`) by a
 * sequential scan. Not yet in it (decision 0105, Consequences): the lists' counts, and the
 * kitchens a meal search joins its matches to, which a planner may still hash whole (PGlite does
 * at this size). Postgres (DATABASE_URL) or PGlite.
 */
const SIZE = 300

type Client = { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }
let api: Awaited<ReturnType<typeof testApi>>
let client: Client

beforeAll(async () => {
  api = await testApi({ ownDatabase: true })
  client = (api.db as unknown as { $client: Client }).$client
  const run = async (text: string) => (await client.query(text)).rows
  const [seeded] = await run("select count(*)::int as n from providers where service = 'food'")
  await growCatalogue(run, SIZE, Number(seeded?.n ?? 1))
}, 240_000)

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

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] }

/** Whether a statement's plan reads the table it selects from (items or providers) whole. */
async function sequentialScans({ sql, params }: Statement): Promise<string[]> {
  const driving = /\bfrom "(items|providers)"/.exec(sql)?.[1]
  if (!driving) return []
  const { rows } = await client.query(`explain (format json) ${sql}`, params)
  const cell = rows[0]?.['QUERY PLAN']
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[]
  const found: string[] = []
  const walk = (node: PlanNode) => {
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === driving) {
      found.push(node['Relation Name'] ?? '')
    }
    for (const child of node.Plans ?? []) walk(child)
  }
  for (const { Plan } of plan) walk(Plan)
  return found
}

const services = ['food'] as const
const firstPage = { page: 1, perPage: 20 }

describe('catalogue reads on a grown catalogue', () => {
  it.each([
    ['a search', (db: Db) => searchCatalogue(db, { q: 'pilau', services, ...firstPage })],
    ['a search with a typo', (db: Db) => searchCatalogue(db, { q: 'mukmo', services, ...firstPage })],
    ['suggestions', (db: Db) => suggest(db, { q: 'pil', limit: 6, services })],
    ["a meal's related meals", (db: Db) => relatedMeals(db, 1, { services })],
  ])('%s reads no table whole', async (_name, read) => {
    const statements = await statementsOf(read)
    expect(statements.length).toBeGreaterThan(0)
    for (const statement of statements) {
      expect(await sequentialScans(statement), statement.sql).toEqual([])
    }
  })

  it('kitchens by price read their page through the kept cheapest price, not every kitchen', async () => {
    const statements = await statementsOf((db) => listKitchens(db, { sort: 'price', services, ...firstPage }))
    const page = statements.filter((s) => /order by/i.test(s.sql))
    expect(page.length).toBeGreaterThan(0)
    for (const statement of page) expect(await sequentialScans(statement), statement.sql).toEqual([])
  })
})
