/**
 * `npm run bench:scale -- [--sizes 1,10,100] [--requests 30]`: the catalogue's reads as the
 * catalogue grows. A fresh Postgres database (PG_ADMIN_URL, as scripts/pg-test-database.ts) gets
 * the demo storefront, then copies of its food kitchens and their meals until it holds each size
 * times the seed (spread over Nairobi: each copy moves up to ~5 km, keeps its cuisines, hours and
 * prices within ±20 %, its rating within ±0.5); the API tier (`npm run serve:api`, built) answers
 * every read the web makes, each request with a query of its own so no kept answer serves it,
 * and the p50 and p99 of each are printed as a Markdown table, sizes side by side.
 *
 * A first measuring tool: it does not write the README, and PGlite is not measured yet.
 */
import { parseArgs } from 'node:util'
import pg from 'pg'
import { seedDemo } from '../seed-demo.ts'
import { serveScript } from './app-server.ts'

const { values } = parseArgs({
  options: { sizes: { type: 'string', default: '1,10,100' }, requests: { type: 'string', default: '30' } },
})
const sizes = values.sizes
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n >= 1)
  .sort((a, b) => a - b)
const requests = Number(values.requests)
const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** Every catalogue read the web makes, as the API answers it (X-STORE-LOCATION: Kilimani). */
const READS: { name: string; path: string; located?: boolean }[] = [
  { name: '`GET /api/kitchens` (first page)', path: '/api/kitchens' },
  { name: '`GET /api/meals` (first page)', path: '/api/meals' },
  { name: 'kitchens sorted by price', path: '/api/kitchens?sort=price' },
  { name: 'kitchens, verified only', path: '/api/kitchens?verified=true' },
  { name: 'kitchens nearest first', path: '/api/kitchens?sort=distance', located: true },
  { name: 'meals, page 10', path: '/api/meals?page=10' },
  { name: '`GET /api/search?q=pilau`', path: '/api/search?q=pilau' },
  { name: 'search with a typo (`pilao`)', path: '/api/search?q=pilao' },
  { name: 'suggestions (`pil`)', path: '/api/search/suggestions?q=pil' },
  { name: 'a kitchen by id', path: '/api/kitchens/1' },
  { name: 'a meal by id', path: '/api/meals/1' },
  { name: "a meal's related meals", path: '/api/meals/1/related' },
  { name: 'offers', path: '/api/offers' },
]

const KILIMANI = '-1.2921,36.7855'

async function sql<T extends pg.QueryResultRow>(url: string, text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(text, params)).rows
  } finally {
    await client.end()
  }
}

/** Copies of the seed's food kitchens (and their meals and checks) until the catalogue is `size` × the seed. */
async function growTo(url: string, size: number, seedCount: number) {
  const [{ n } = { n: 0 }] = await sql<{ n: number }>(
    url,
    "select count(*)::int n from providers where service = 'food'",
  )
  const copies = Math.round((size * seedCount - n) / seedCount)
  if (copies <= 0) return
  const columns = (
    await sql<{ column_name: string }>(
      url,
      "select column_name from information_schema.columns where table_name = $1 and column_name not in ('id', 'search_vector', 'created_at') order by ordinal_position",
      ['providers'],
    )
  ).map((c) => c.column_name)
  const changed: Record<string, string> = {
    slug: "p.slug || '-copy-' || g",
    name: "p.name || ' ' || g",
    lat: 'p.lat + (random() - 0.5) * 0.09',
    lng: 'p.lng + (random() - 0.5) * 0.09',
    rating: 'least(5, greatest(3.5, round((p.rating + (random() - 0.5))::numeric, 1)))',
    rating_count: 'floor(random() * 400)::int',
    delivery_fee_kes: 'greatest(0, round(p.delivery_fee_kes * (0.8 + random() * 0.4)))::int',
  }
  const start = Math.max(1, Math.round(n / seedCount))
  await sql(
    url,
    `insert into providers (${columns.join(', ')})
     select ${columns.map((c) => changed[c] ?? `p.${c}`).join(', ')}
     from providers p, generate_series(${start}, ${start + copies - 1}) g
     where p.service = 'food' and p.slug not like '%-copy-%'`,
  )
  const itemColumns = (
    await sql<{ column_name: string }>(
      url,
      "select column_name from information_schema.columns where table_name = 'items' and column_name not in ('id', 'search_vector', 'created_at', 'provider_id') order by ordinal_position",
    )
  ).map((c) => c.column_name)
  const itemChanged: Record<string, string> = {
    price_kes: 'greatest(1, round(i.price_kes * (0.8 + random() * 0.4)))::int',
  }
  await sql(
    url,
    `insert into items (provider_id, ${itemColumns.join(', ')})
     select c.id, ${itemColumns.map((col) => itemChanged[col] ?? `i.${col}`).join(', ')}
     from providers c
     join providers o on c.slug like o.slug || '-copy-%' and o.slug not like '%-copy-%'
     join items i on i.provider_id = o.id
     where not exists (select 1 from items x where x.provider_id = c.id) and i.archived_at is null`,
  )
  await sql(
    url,
    `insert into kitchen_documents (provider_id, kind, expires_on, checked_at)
     select c.id, d.kind, d.expires_on, d.checked_at
     from providers c
     join providers o on c.slug like o.slug || '-copy-%' and o.slug not like '%-copy-%'
     join kitchen_documents d on d.provider_id = o.id
     on conflict do nothing`,
  )
  await sql(url, 'analyze')
}

/** p50 and p99 in ms of `requests` sequential reads, each with a query no earlier one had. */
async function measure(origin: string, read: (typeof READS)[number], round: number) {
  const times: number[] = []
  for (let i = 0; i < requests; i += 1) {
    const separator = read.path.includes('?') ? '&' : '?'
    const url = `${origin}${read.path}${separator}fresh=${round}-${i}`
    const started = performance.now()
    const answer = await fetch(url, { headers: read.located ? { 'X-STORE-LOCATION': KILIMANI } : {} })
    await answer.arrayBuffer()
    if (!answer.ok) throw new Error(`${url} answered ${answer.status}`)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0)
  return { p50: at(0.5), p99: at(0.99) }
}

const created = await sql<{ name: string }>(
  adminUrl,
  `select 'homecooked_test_' || $1 || '_' || $2 as name`,
  [Date.now(), process.pid],
)
const database = created[0]?.name ?? ''
await sql(adminUrl, `create database "${database}"`)
const url = new URL(adminUrl)
url.pathname = `/${database}`
try {
  seedDemo({ DATABASE_URL: url.toString() })
  const [{ n: seedCount } = { n: 1 }] = await sql<{ n: number }>(
    url.toString(),
    "select count(*)::int n from providers where service = 'food'",
  )
  const figures = new Map<string, string[]>()
  for (const [round, size] of sizes.entries()) {
    await growTo(url.toString(), size, seedCount)
    const [{ kitchens, meals } = { kitchens: 0, meals: 0 }] = await sql<{ kitchens: number; meals: number }>(
      url.toString(),
      "select (select count(*)::int from providers where service = 'food') kitchens, (select count(*)::int from items where service = 'food') meals",
    )
    console.error(`${size}×: ${kitchens} kitchens, ${meals} meals`)
    const api = await serveScript(
      'scripts/serve-api.ts',
      3960,
      { DATABASE_URL: url.toString() },
      '/api/auth/ping',
    )
    try {
      for (const read of READS) {
        const { p50, p99 } = await measure(api.origin, read, round)
        figures.set(read.name, [...(figures.get(read.name) ?? []), `${p50} / ${p99}`])
      }
    } finally {
      await api.stop()
    }
  }
  console.log(`| read (p50 / p99 ms, Postgres) | ${sizes.map((s) => `${s}×`).join(' | ')} |`)
  console.log(`|---|${sizes.map(() => '---').join('|')}|`)
  for (const [name, cells] of figures) console.log(`| ${name} | ${cells.join(' | ')} |`)
} finally {
  await sql(adminUrl, `drop database if exists "${database}" with (force)`)
}
