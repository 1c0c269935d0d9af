/**
 * The catalogue's reads as the planner runs them, for the plans test
 * (tests/api/catalogue-plans.test.ts) and `npm run bench:scale` at its largest size: the
 * statements each read sends are caught through Drizzle's logger and run again under EXPLAIN
 * ANALYZE on the same database, and each scan of `items` or `providers` is named with the rows it
 * touched. Decision record 0105 says what the reads must keep to.
 */
import type { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import type pg from 'pg'
import type { Db } from '../../src/db/client.ts'
import * as schema from '../../src/db/schema/index.ts'
import { getKitchen, listKitchens } from '../../src/domain/catalogue/kitchens.ts'
import { getMeal } from '../../src/domain/catalogue/meal-detail.ts'
import { listMeals, relatedMeals } from '../../src/domain/catalogue/meals.ts'
import { listLiveOffers } from '../../src/domain/catalogue/offers.ts'
import { searchCatalogue, suggest } from '../../src/domain/catalogue/ranked-search.ts'
import { deliveryDayChoices } from '../../src/lib/catalogue-filters.ts'

/** What both drivers' clients answer: a statement with its parameters. */
export type SqlClient = {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
}
export type Driver = 'postgres' | 'pglite'
type Read = (db: Db) => Promise<unknown>

const services = ['food'] as const
const firstPage = { page: 1, perPage: 20 }
const KILIMANI = { lat: -1.2921, lng: 36.7855 }

/** Every catalogue read the web makes, as the domain answers it. */
export const CATALOGUE_READS: [string, Read][] = [
  ['a search', (db) => searchCatalogue(db, { q: 'pilau', services, ...firstPage })],
  ['a search with a typo', (db) => searchCatalogue(db, { q: 'mukmo', services, ...firstPage })],
  ['suggestions', (db) => suggest(db, { q: 'pil', limit: 6, services })],
  ["a meal's related meals", (db) => relatedMeals(db, 1, { services })],
  ['kitchens, first page', (db) => listKitchens(db, { services, ...firstPage })],
  ['kitchens by price', (db) => listKitchens(db, { sort: 'price', services, ...firstPage })],
  [
    'kitchens nearest first',
    (db) => listKitchens(db, { sort: 'distance', near: KILIMANI, services, ...firstPage }),
  ],
  ['kitchens, verified only', (db) => listKitchens(db, { verified: true, services, ...firstPage })],
  [
    'kitchens by delivery day',
    (db) => listKitchens(db, { deliveryDay: deliveryDayChoices()[1], services, ...firstPage }),
  ],
  ['meals, first page', (db) => listMeals(db, { services, ...firstPage })],
  ['meals, page 10', (db) => listMeals(db, { services, page: 10, perPage: 20 })],
  ['meals, the deepest page', (db) => listMeals(db, { services, page: 50, perPage: 20 })],
  [
    "the map's kitchens in view",
    (db) => listKitchens(db, { bbox: '-1.31,36.76,-1.27,36.80', services, page: 1, perPage: 50 }),
  ],
  ['kitchens, most ordered first', (db) => listKitchens(db, { sort: 'popularity', services, ...firstPage })],
  [
    'kitchens, lowest delivery fee first',
    (db) => listKitchens(db, { sort: 'deliveryFee', services, ...firstPage }),
  ],
  ['kitchens, newest first', (db) => listKitchens(db, { sort: 'newest', services, ...firstPage })],
  ['meals, best rated kitchens first', (db) => listMeals(db, { sort: 'rating', services, ...firstPage })],
  ['meals, most ordered first', (db) => listMeals(db, { sort: 'popularity', services, ...firstPage })],
  [
    'meals, lowest delivery fee first',
    (db) => listMeals(db, { sort: 'deliveryFee', services, ...firstPage }),
  ],
  ['meals, cheapest first', (db) => listMeals(db, { sort: 'price', services, ...firstPage })],
  ['meals, newest first', (db) => listMeals(db, { sort: 'newest', services, ...firstPage })],
  [
    'meals nearest first',
    (db) => listMeals(db, { sort: 'distance', near: KILIMANI, services, ...firstPage }),
  ],
  ['a kitchen by id', (db) => getKitchen(db, 1, { services })],
  ['a meal by id', (db) => getMeal(db, 1, { services })],
  ['offers', (db) => listLiveOffers(db, { services, ...firstPage })],
]

type Statement = { sql: string; params: unknown[] }

/** The statements a read sends, through a Drizzle of its own on the same connection. */
async function statementsOf(client: SqlClient, driver: Driver, read: Read): Promise<Statement[]> {
  const sent: Statement[] = []
  const logger = { logQuery: (sql: string, params: unknown[]) => sent.push({ sql, params }) }
  const db = (driver === 'postgres'
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
async function tableScans(session: SqlClient, { sql, params }: Statement) {
  const { rows } = await session.query(`explain (analyze, format json) ${sql}`, params)
  const cell = rows[0]?.['QUERY PLAN']
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[]
  const found: { scan: string; read: number }[] = []
  const walk = (node: PlanNode) => {
    const table = node['Relation Name']
    if (table === 'items' || table === 'providers') {
      const perLoop =
        (node['Actual Rows'] ?? 0) +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0)
      found.push({
        scan: `${node['Node Type']} on ${table}`,
        read: Math.round(perLoop * (node['Actual Loops'] ?? 1)),
      })
    }
    for (const child of node.Plans ?? []) walk(child)
  }
  for (const { Plan } of plan) walk(Plan)
  return found
}

/**
 * The rows of `items` and `providers` a read's statements touch in all, each scan described
 * ("Seq Scan on items: 205 rows in select …"), and the sequential scans among them.
 */
export async function rowsTouched(client: SqlClient, driver: Driver, read: Read) {
  const statements = await statementsOf(client, driver, read)
  if (statements.length === 0) throw new Error('the read sent no statement')
  const scans: string[] = []
  const sequential: string[] = []
  let touched = 0
  // One connection, in one transaction rolled back after, so a read's own `set local` (search
  // keeps to its indexes) holds for the statements after it, as it does when the read runs.
  const pool = client as SqlClient & { connect?: () => Promise<SqlClient & { release(): void }> }
  const connection = pool.connect ? await pool.connect() : undefined
  const session: SqlClient = connection ?? client
  await session.query('begin')
  try {
    for (const statement of statements) {
      if (/^(begin|commit|rollback)\b/i.test(statement.sql)) continue
      if (/^set local\b/i.test(statement.sql)) {
        await session.query(statement.sql)
        continue
      }
      for (const { scan, read } of await tableScans(session, statement)) {
        touched += read
        const described = `${scan}: ${read} rows in ${statement.sql.slice(0, 120)}`
        scans.push(described)
        if (scan.startsWith('Seq Scan')) sequential.push(described)
      }
    }
  } finally {
    await session.query('rollback')
    connection?.release()
  }
  return { touched, scans, sequential }
}
