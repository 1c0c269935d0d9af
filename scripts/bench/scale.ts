/**
 * `npm run bench:scale -- [--engine postgres|pglite] [--sizes 1,10,100,1000] [--requests 30]
 * [--mixed 5000] [--write] [--keep]`: the catalogue's reads as the catalogue grows. A fresh database
 * (Postgres: a new database on PG_ADMIN_URL, as scripts/pg-test-database.ts; PGlite: a new data
 * directory) gets the demo storefront, then copies of its food kitchens and their meals until it
 * holds each size times the seed (spread over Nairobi: each copy moves up to ~5 km, keeps its
 * cuisines, hours and portions, prices within ±20 %, its rating within ±0.5). The whole app
 * (`scripts/serve.ts`, built) answers every catalogue read the web makes, the kitchen and meal
 * pages included, each request with a query of its own so no kept answer serves it; the p50 and
 * p99 of each are printed as a Markdown table, sizes side by side, with the server's resident
 * memory after `--mixed` more requests of every read in turn, and a kept page and a kept answer
 * alone and while one other client searches without a pause. `--write` puts the table in the
 * README between its scale markers, under the engine's heading; `--keep` leaves the grown
 * database in place (its address printed) for EXPLAIN.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { sql as raw } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase } from '../../src/db/client.ts'
import { deliveryDayChoices } from '../../src/lib/catalogue-filters.ts'
import { seedDemo } from '../seed-demo.ts'
import { serveScript } from './app-server.ts'
import { growCatalogue, type Run } from './grow-catalogue.ts'

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'postgres' },
    sizes: { type: 'string', default: '1,10,100' },
    requests: { type: 'string', default: '30' },
    mixed: { type: 'string', default: '500' },
    write: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
})
const engine = values.engine === 'pglite' ? 'pglite' : 'postgres'
const sizes = values.sizes
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n >= 1)
  .sort((a, b) => a - b)
const requests = Number(values.requests)
const mixed = Number(values.mixed)
const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** A box over Kilimani and Lavington, as the map asks for the kitchens in view. */
const MAP_VIEW = '-1.31,36.76,-1.27,36.80'
const KILIMANI = '-1.2921,36.7855'

/** Every catalogue read the web makes (X-STORE-LOCATION: Kilimani where the web sends one). */
const READS: { name: string; path: string; located?: boolean }[] = [
  { name: '`GET /api/kitchens` (first page)', path: '/api/kitchens' },
  { name: '`GET /api/meals` (first page)', path: '/api/meals' },
  { name: 'kitchens sorted by price', path: '/api/kitchens?sort=price' },
  { name: 'kitchens, verified only', path: '/api/kitchens?verified=true' },
  { name: 'kitchens by delivery day', path: `/api/kitchens?deliveryDay=${deliveryDayChoices()[1]}` },
  { name: 'kitchens nearest first', path: '/api/kitchens?sort=distance', located: true },
  { name: "the map's kitchens in view", path: `/api/kitchens?bbox=${MAP_VIEW}&perPage=50` },
  { name: 'meals, page 10', path: '/api/meals?page=10' },
  { name: '`GET /api/search?q=pilau`', path: '/api/search?q=pilau' },
  { name: 'search with a typo (`pilao`)', path: '/api/search?q=pilao' },
  { name: 'suggestions (`pil`)', path: '/api/search/suggestions?q=pil' },
  { name: 'a kitchen by id', path: '/api/kitchens/1' },
  { name: 'a meal by id', path: '/api/meals/1' },
  { name: "a meal's related meals", path: '/api/meals/1/related' },
  { name: 'offers', path: '/api/offers' },
  { name: '`/food/kitchens/1` (HTML)', path: '/food/kitchens/1' },
  { name: '`/food/meals/1` (HTML)', path: '/food/meals/1' },
]

async function withDatabase<T>(where: { url?: string; dataDir?: string }, work: (run: Run) => Promise<T>) {
  const handle = await openDatabase(
    where.url ? { driver: 'postgres', url: where.url } : { driver: 'pglite', dataDir: where.dataDir },
  )
  try {
    return await work(async (text) => {
      // Both drivers answer rows; Drizzle's union of their result types does not say so.
      const result = (await handle.db.execute(raw.raw(text))) as unknown as {
        rows: Record<string, unknown>[]
      }
      return result.rows
    })
  } finally {
    await handle.close()
  }
}

const fresh = (path: string, tag: string) => `${path}${path.includes('?') ? '&' : '?'}fresh=${tag}`

let reads = 0

/**
 * One read, from one of 250 shoppers' addresses in turn (the server trusts the proxy's
 * X-Forwarded-For here): the per-address limits that keep one client from searching without
 * end would otherwise answer 429 long before 5,000 mixed reads.
 */
async function read(origin: string, entry: (typeof READS)[number], tag: string) {
  const url = `${origin}${fresh(entry.path, tag)}`
  reads += 1
  const headers: Record<string, string> = { 'X-Forwarded-For': `198.51.100.${(reads % 250) + 1}` }
  if (entry.located) headers['X-STORE-LOCATION'] = KILIMANI
  const answer = await fetch(url, { headers })
  await answer.arrayBuffer()
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`)
}

/** p50 and p99 in ms of `requests` sequential calls of `once`. */
async function timed(once: (i: number) => Promise<void>) {
  const times: number[] = []
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now()
    await once(i)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0)
  return { p50: at(0.5), p99: at(0.99) }
}

/** p50 and p99 of `requests` sequential reads, each with a query no earlier one had. */
const measure = (origin: string, entry: (typeof READS)[number], round: number) =>
  timed((i) => read(origin, entry, `${round}-${i}`))

/** What one slow reader must not hold up (decision 0107): a kept page and a kept answer. */
const KEPT: { name: string; path: string }[] = [
  { name: 'the home page `/` (kept HTML)', path: '/' },
  { name: '`GET /api/kitchens` (kept answer)', path: '/api/kitchens' },
]

/** p50 / p99 of `requests` reads of one kept path, each after the first served from the cache. */
async function measureKept(origin: string, path: string) {
  const once = async () => {
    const answer = await fetch(`${origin}${path}`)
    await answer.arrayBuffer()
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}`)
  }
  await once()
  const { p50, p99 } = await timed(once)
  return `${p50} / ${p99}`
}

/** The kept reads alone, then while one other client searches without a pause (fresh queries). */
async function keptWhileSearching(origin: string, round: number) {
  const rows: [string, string][] = []
  for (const entry of KEPT) rows.push([`${entry.name}, alone`, await measureKept(origin, entry.path)])
  let searching = true
  const searches = (async () => {
    for (let i = 0; searching; i += 1)
      await read(origin, { name: 'search', path: '/api/search?q=pilau' }, `busy-${round}-${i}`)
  })()
  try {
    for (const entry of KEPT)
      rows.push([`${entry.name}, while one client searches`, await measureKept(origin, entry.path)])
  } finally {
    searching = false
    await searches
  }
  return rows
}

/** The process's resident memory in MiB (Linux), after `mixed` more reads of every kind in turn. */
async function memoryAfterMixed(origin: string, pid: number | undefined, round: number) {
  for (let i = 0; i < mixed; i += 1) {
    const entry = READS[i % READS.length]
    if (entry) await read(origin, entry, `mixed-${round}-${i}`)
  }
  const status = pid ? readFileSync(`/proc/${pid}/status`, 'utf8') : ''
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
  return Math.round(kib / 1024)
}

/** Where the benchmark's database lives, and how to take it away afterwards. */
async function freshDatabase() {
  if (engine === 'pglite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'homecooked-scale-'))
    const env: Record<string, string> = { DATA_DIR: dataDir }
    return { env, where: { dataDir }, drop: async () => {} }
  }
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    try {
      await client.query(text)
    } finally {
      await client.end()
    }
  }
  const database = `homecooked_test_${Date.now()}_${process.pid}`
  await admin(`create database "${database}"`)
  const url = new URL(adminUrl)
  url.pathname = `/${database}`
  const env: Record<string, string> = { DATABASE_URL: url.toString() }
  return {
    env,
    where: { url: url.toString() },
    drop: () => admin(`drop database if exists "${database}" with (force)`),
  }
}

const database = await freshDatabase()
try {
  seedDemo(database.env)
  const seedCount = await withDatabase(database.where, async (run) =>
    Number((await run("select count(*)::int n from providers where service = 'food'"))[0]?.n ?? 1),
  )
  const figures = new Map<string, string[]>()
  const sizeNames: string[] = []
  for (const [round, size] of sizes.entries()) {
    const counted = await withDatabase(database.where, async (run) => {
      await growCatalogue(run, size, seedCount)
      return (
        await run(
          "select (select count(*)::int from providers where service = 'food') kitchens, (select count(*)::int from items where service = 'food') meals",
        )
      )[0]
    })
    sizeNames.push(
      `${size}× (${Number(counted?.kitchens).toLocaleString('en')} kitchens, ${Number(counted?.meals).toLocaleString('en')} meals)`,
    )
    console.error(`${sizeNames.at(-1)}: measuring`)
    const app = await serveScript(
      'scripts/serve.ts',
      3960,
      { ...database.env, TRUST_PROXY: 'true' },
      '/api/auth/ping',
    )
    try {
      for (const entry of READS) {
        const { p50, p99 } = await measure(app.origin, entry, round)
        figures.set(entry.name, [...(figures.get(entry.name) ?? []), `${p50} / ${p99}`])
      }
      for (const [name, cell] of await keptWhileSearching(app.origin, round))
        figures.set(name, [...(figures.get(name) ?? []), cell])
      const rss = await memoryAfterMixed(app.origin, app.pid, round)
      const row = `server memory after ${mixed.toLocaleString('en')} mixed reads (RSS, MiB)`
      figures.set(row, [...(figures.get(row) ?? []), String(rss)])
    } finally {
      await app.stop()
    }
  }
  const table = [
    `| read (p50 / p99 ms, ${engine === 'pglite' ? 'PGlite' : 'Postgres'}) | ${sizeNames.join(' | ')} |`,
    `|---|${sizes.map(() => '---').join('|')}|`,
    ...[...figures].map(([name, cells]) => `| ${name} | ${cells.join(' | ')} |`),
  ].join('\n')
  console.log(table)
  if (values.write) {
    const readme = readFileSync('README.md', 'utf8')
    const marked = new RegExp(`(<!-- scale-${engine}:start -->\\n)[\\s\\S]*?(<!-- scale-${engine}:end -->)`)
    if (!marked.test(readme)) throw new Error(`README.md has no scale-${engine} markers`)
    const stamp = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${requests} requests a read.\n\n`
    writeFileSync('README.md', readme.replace(marked, `$1${stamp}${table}\n$2`))
  }
} finally {
  // --keep leaves the grown database for EXPLAIN and experiments; its address goes to stderr.
  if (values.keep) console.error(`kept: ${JSON.stringify(database.env)}`)
  else await database.drop()
}
