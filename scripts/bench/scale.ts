/**
 * `npm run bench:scale -- [--engine postgres|pglite] [--sizes 1,10,100,1000] [--requests 30]
 * [--mixed 5000] [--write] [--keep]`: the catalogue's reads as the catalogue grows. A fresh database
 * (Postgres: a new database on PG_ADMIN_URL, as scripts/pg-test-database.ts; PGlite: a new data
 * directory) gets the demo storefront, then copies of its food kitchens and their meals until it
 * holds each size times the seed (spread over Nairobi: each copy moves up to ~5 km, keeps its
 * cuisines, hours and portions, prices within ±20 %, its rating within ±0.5), and a copy of the
 * database is taken at each size. The whole app (`scripts/serve.ts`, built) is served on every
 * size at once, and every catalogue read the web makes, the kitchen and meal pages included, is
 * asked of the sizes in turn, one request each, each with a query of its own so no kept answer
 * serves it: what slows the machine for a moment (another process, a collector's pause) falls on
 * every size alike, so the columns of one run compare. The p50 and p99 of each are printed as a
 * Markdown table, sizes side by side, with each server's resident memory after `--mixed` more
 * requests of every read in turn, and a kept page and a kept answer alone and while one other
 * client searches without a pause; then the reads whose p99 at the largest size is over twice
 * their p99 at the smallest, and any sequential scan of items or providers that EXPLAIN ANALYZE
 * of the reads' statements finds at the largest size (read-plans.ts). `--write` puts it in the
 * README between its scale markers, under the engine's heading; `--keep` leaves the grown
 * databases in place (their addresses printed) for EXPLAIN.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { sql as raw } from 'drizzle-orm'
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts'
import { deliveryDayChoices } from '../../src/lib/catalogue-filters.ts'
import { seedDemo } from '../seed-demo.ts'
import { type Served, serveScript } from './app-server.ts'
import { growCatalogue, type Run } from './grow-catalogue.ts'
import { CATALOGUE_READS, rowsTouched, type SqlClient } from './read-plans.ts'
import { growingDatabase, type ScaleDatabase } from './scale-databases.ts'

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
  { name: 'kitchens, most ordered first', path: '/api/kitchens?sort=popularity' },
  { name: 'kitchens, lowest delivery fee first', path: '/api/kitchens?sort=deliveryFee' },
  { name: 'kitchens, newest first', path: '/api/kitchens?sort=newest' },
  { name: 'meals, best rated kitchens first', path: '/api/meals?sort=rating' },
  { name: 'meals, most ordered first', path: '/api/meals?sort=popularity' },
  { name: 'meals, lowest delivery fee first', path: '/api/meals?sort=deliveryFee' },
  { name: 'meals, cheapest first', path: '/api/meals?sort=price' },
  { name: 'meals, newest first', path: '/api/meals?sort=newest' },
  { name: 'meals nearest first', path: '/api/meals?sort=distance', located: true },
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

async function withDatabase<T>(
  where: { url?: string; dataDir?: string },
  work: (run: Run, handle: DatabaseHandle) => Promise<T>,
) {
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
    }, handle)
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

/** p50 and p99 in ms of the times measured. */
function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (q: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0)
  return { p50: at(0.5), p99: at(0.99) }
}

/** p50 and p99 in ms of `requests` sequential calls of `once`. */
async function timed(once: (i: number) => Promise<void>) {
  const times: number[] = []
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now()
    await once(i)
    times.push(performance.now() - started)
  }
  return percentiles(times)
}

/** Unmeasured reads of each size first: a server's first statements are planned and prepared then. */
const WARM_UP = 5

/**
 * p50 and p99 of `requests` reads of one kind from each served size, asked in turn (one request
 * to each size, the first of them moving round), each with a query no earlier one had.
 */
async function measureInTurn(apps: Served[], entry: (typeof READS)[number]) {
  const times = apps.map((): number[] => [])
  for (let i = -WARM_UP; i < requests; i += 1) {
    for (let j = 0; j < apps.length; j += 1) {
      const k = (i + WARM_UP + j) % apps.length
      const app = apps[k]
      if (!app) continue
      const started = performance.now()
      await read(app.origin, entry, `m${i}`)
      if (i >= 0) times[k]?.push(performance.now() - started)
    }
  }
  return times.map(percentiles)
}

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

/** Each server's resident memory in MiB (Linux), after `mixed` more reads of every kind, the sizes in turn. */
async function memoryAfterMixed(apps: Served[]) {
  for (let i = 0; i < mixed; i += 1) {
    const entry = READS[i % READS.length]
    for (const app of apps) if (entry) await read(app.origin, entry, `mixed-${i}`)
  }
  return apps.map(({ pid }) => {
    const status = pid ? readFileSync(`/proc/${pid}/status`, 'utf8') : ''
    const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
    return Math.round(kib / 1024)
  })
}

/** The reads whose p99 at the largest size is over twice their p99 at the smallest, in words. */
function overTwice(p99s: Map<string, number[]>) {
  const over = [...p99s].filter(([, cells]) => (cells.at(-1) ?? 0) > 2 * (cells[0] ?? 0))
  const largest = `${sizes.at(-1)}×`
  if (sizes.length < 2) return ''
  return over.length === 0
    ? `Every catalogue read asked of the sizes in turn has its p99 at ${largest} within twice its p99 at ${sizes[0]}×.`
    : `Catalogue reads asked of the sizes in turn whose p99 at ${largest} is over twice their p99 at ${sizes[0]}×: ${over.map(([name, cells]) => `${name} (${cells[0]} → ${cells.at(-1)})`).join(', ')}.`
}

/** The catalogue reads' sequential scans of items or providers, by EXPLAIN ANALYZE of their statements. */
async function sequentialScans(handle: DatabaseHandle) {
  const client = (handle.db as unknown as { $client: SqlClient }).$client
  const found: string[] = []
  for (const [name, read] of CATALOGUE_READS) {
    const { sequential } = await rowsTouched(client, handle.driver, read)
    found.push(...sequential.map((scan) => `${name}: ${scan}`))
  }
  return found
}

/** What EXPLAIN ANALYZE found at the largest size, in words. */
const plansSaid = (size: number, found: string[]) =>
  found.length === 0
    ? `EXPLAIN ANALYZE at ${size}× of the statements of ${CATALOGUE_READS.length} catalogue reads (scripts/bench/read-plans.ts): no sequential scan of items or providers.`
    : `EXPLAIN ANALYZE at ${size}×, sequential scans of items or providers: ${found.join('; ')}.`

const grown = await growingDatabase(engine, adminUrl)
const copies: { size: number; label: string; database: ScaleDatabase }[] = []
const apps: Served[] = []
try {
  seedDemo(grown.env)
  const seedCount = await withDatabase(grown.where, async (run) =>
    Number((await run("select count(*)::int n from providers where service = 'food'"))[0]?.n ?? 1),
  )
  let plans = ''
  for (const size of sizes) {
    const counted = await withDatabase(grown.where, async (run, handle) => {
      await growCatalogue(run, size, seedCount)
      if (size === sizes.at(-1)) plans = plansSaid(size, await sequentialScans(handle))
      return (
        await run(
          "select (select count(*)::int from providers where service = 'food') kitchens, (select count(*)::int from items where service = 'food') meals",
        )
      )[0]
    })
    const label = `${size}× (${Number(counted?.kitchens).toLocaleString('en')} kitchens, ${Number(counted?.meals).toLocaleString('en')} meals)`
    copies.push({ size, label, database: await grown.copy(`x${size}`) })
    console.error(`${label}: grown`)
  }
  for (const [k, copy] of copies.entries())
    apps.push(
      await serveScript(
        'scripts/serve.ts',
        3960 + k,
        { ...copy.database.env, TRUST_PROXY: 'true' },
        '/api/auth/ping',
      ),
    )
  const figures = new Map<string, string[]>()
  const p99s = new Map<string, number[]>()
  for (const entry of READS) {
    const measured = await measureInTurn(apps, entry)
    figures.set(
      entry.name,
      measured.map(({ p50, p99 }) => `${p50} / ${p99}`),
    )
    p99s.set(
      entry.name,
      measured.map(({ p99 }) => p99),
    )
    console.error(`${entry.name}: ${figures.get(entry.name)?.join(' | ')}`)
  }
  for (const [round, app] of apps.entries())
    for (const [name, cell] of await keptWhileSearching(app.origin, round))
      figures.set(name, [...(figures.get(name) ?? []), cell])
  figures.set(
    `server memory after ${mixed.toLocaleString('en')} mixed reads (RSS, MiB)`,
    (await memoryAfterMixed(apps)).map(String),
  )
  const table = [
    `| read (p50 / p99 ms, ${engine === 'pglite' ? 'PGlite' : 'Postgres'}) | ${copies.map(({ label }) => label).join(' | ')} |`,
    `|---|${sizes.map(() => '---').join('|')}|`,
    ...[...figures].map(([name, cells]) => `| ${name} | ${cells.join(' | ')} |`),
  ].join('\n')
  const verdict = `${overTwice(p99s)}\n\n${plans}`
  console.log(`${table}\n\n${verdict}`)
  if (values.write) {
    const readme = readFileSync('README.md', 'utf8')
    const marked = new RegExp(`(<!-- scale-${engine}:start -->\\n)[\\s\\S]*?(<!-- scale-${engine}:end -->)`)
    if (!marked.test(readme)) throw new Error(`README.md has no scale-${engine} markers`)
    const stamp = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${requests} requests a read from each size, the sizes served at once and asked in turn.\n\n`
    writeFileSync('README.md', readme.replace(marked, `$1${stamp}${table}\n\n${verdict}\n$2`))
  }
} finally {
  for (const app of apps) await app.stop()
  // --keep leaves the grown copies for EXPLAIN and experiments; their addresses go to stderr.
  if (values.keep) for (const { database } of copies) console.error(`kept: ${JSON.stringify(database.env)}`)
  else for (const { database } of copies) await database.drop()
  await grown.drop()
}
