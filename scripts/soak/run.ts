/**
 * `npm run soak`: two app instances on one fresh Postgres database behind a load balancer, many
 * shoppers browsing, filling carts and checking out (cash, and M-Pesa against the Daraja
 * simulator, whose callbacks come late, twice or never) against meals with few portions; one
 * instance is killed (SIGKILL) midway and started again. Then it checks and prints what must
 * hold (decisions 0009, 0017 and 0034) and exits 1 when anything does not.
 *   --shoppers N   simulated shoppers (200)
 *   --seconds S    how long they shop (60)
 *   --ci           20 shoppers for 15 seconds: the same checks, in CI
 * Needs a build (`npm run build`) and a Postgres at PG_ADMIN_URL (default 127.0.0.1:5432).
 */
import { existsSync } from 'node:fs'
import pg from 'pg'
import { startDarajaSimulator } from '../../src/server/daraja-simulator.server.ts'
import { seedDemo } from '../seed-demo.ts'
import { type Check, runChecks } from './checks.ts'
import { AppInstance, freshDatabase, SoakUnavailable, startBalancer } from './cluster.ts'
import { scriptedPayer } from './payer.ts'
import { type Account, type Acknowledged, followPayment, type ShopperSetup, shop, signUp } from './shopper.ts'
import { quantile, sleep, Traffic } from './traffic.ts'

const argument = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`)
  return at === -1 ? fallback : Number(process.argv[at + 1])
}
const ci = process.argv.includes('--ci')
const shoppers = argument('shoppers', ci ? 20 : 200)
const seconds = argument('seconds', ci ? 15 : 60)
const basePort = Number(process.env.SOAK_PORT ?? 3800)
const run = Date.now().toString(36)
const MPESA = {
  consumerKey: 'soak-key',
  consumerSecret: 'soak-secret',
  shortCode: '174379',
  passkey: 'soak-passkey',
}

if (!existsSync('dist/server/server.js')) {
  console.error('No build found: run `npm run build` first.')
  process.exit(1)
}

let database: Awaited<ReturnType<typeof freshDatabase>>
try {
  database = await freshDatabase()
} catch (error) {
  if (error instanceof SoakUnavailable) {
    console.error(`${error.message}\nStart one (or set PG_ADMIN_URL) and run the soak again.`)
    process.exit(3)
  }
  throw error
}
console.log(
  `Soak: ${shoppers} shoppers for ${seconds} s on a fresh database ${new URL(database.url).pathname.slice(1)} (127.0.0.1:5432)`,
)

const payer = scriptedPayer()
const simulator = await startDarajaSimulator(MPESA, { answer: payer.answer })
payer.watch(simulator)
const upstreams: AppInstance[] = []
const balancer = await startBalancer(upstreams)
const env = {
  DATABASE_URL: database.url,
  NODE_ENV: 'production',
  TRUST_PROXY: 'true',
  LOG_LEVEL: 'warn',
  PUBLIC_URL: balancer.url,
  MPESA_CONSUMER_KEY: MPESA.consumerKey,
  MPESA_CONSUMER_SECRET: MPESA.consumerSecret,
  MPESA_SHORTCODE: MPESA.shortCode,
  MPESA_PASSKEY: MPESA.passkey,
  MPESA_BASE_URL: simulator.url,
  MPESA_CALLBACK_SECRET: 'soak-callback-secret',
  // The order page asks Daraja about a prompt whose callback is this late: lost ones settle.
  MPESA_QUERY_AFTER_S: '3',
}
const first = new AppInstance(basePort, env)
const second = new AppInstance(basePort + 1, env)
const client = new pg.Pool({ connectionString: database.url, max: 4 })
let checks: Check[] = []
const traffic = new Traffic(balancer.url)
try {
  // The shoppers buy the demo storefront's meals, which a production start never seeds
  // (decision record 0002). The first instance migrates; the second starts on the ready database.
  seedDemo({ DATABASE_URL: database.url })
  await first.start()
  await second.start()
  upstreams.push(first, second)

  // A few meals with few portions, in kitchens without a minimum: they sell out during the soak.
  const scarce = (
    await client.query<{ id: number; provider_id: number }>(
      // Meals a plain 'add' can take: one with a required option needs a choice (record 0041).
      'select id, provider_id from items i where daily_portions > 0 and not exists (select 1 from item_option_groups g where g.item_id = i.id and g.required) order by id limit 6',
    )
  ).rows
  const portionsEach = Math.max(4, Math.round(shoppers / 4))
  await client.query('update items set daily_portions = $1 where id = any($2)', [
    portionsEach,
    scarce.map((m) => m.id),
  ])
  // Open all day, every day: a checkout without a slot is ASAP, which a closed kitchen refuses
  // (record 0040), and the soak must not depend on the hour it runs at.
  const allDay = Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, ['00:00', '23:59']]),
  )
  await client.query(
    'update providers set min_order_kes = 0, opening_hours = $2, paused_until = null where id = any($1)',
    [scarce.map((m) => m.provider_id), JSON.stringify(allDay)],
  )
  const kitchenIds = [...new Set(scarce.map((m) => m.provider_id))]

  const setups: ShopperSetup[] = Array.from({ length: shoppers }, (_, index) => ({
    index,
    run,
    traffic,
    database: client,
    kitchenIds,
    scarceMealIds: scarce.map((m) => m.id),
  }))
  console.log(`Signing up ${shoppers} shoppers…`)
  const accounts: Account[] = []
  for (let at = 0; at < setups.length; at += 20) {
    accounts.push(...(await Promise.all(setups.slice(at, at + 20).map((setup) => signUp(setup)))))
  }
  traffic.attempts.length = 0

  // The shopping, with the second instance killed halfway and started again.
  console.log(`Shopping for ${seconds} s; instance :${second.port} is killed at ${Math.round(seconds / 2)} s`)
  const started = performance.now()
  const deadline = started + seconds * 1000
  const window = { from: 0, to: 0 }
  const killing = (async () => {
    await sleep((seconds * 1000) / 2)
    window.from = performance.now()
    await second.kill()
    await sleep(1000)
    await second.start()
    window.to = performance.now() + 1000
    console.log(
      `Instance :${second.port} was down for ${((window.to - 1000 - window.from) / 1000).toFixed(1)} s`,
    )
  })()
  const outcomes = await Promise.all(setups.map((setup, i) => shop(setup, accounts[i] as Account, deadline)))
  await killing

  // Late and lost callbacks: the shoppers' order pages keep asking until every prompt settled.
  await sleep(payer.latestCallbackMs)
  const acknowledged: Acknowledged[] = outcomes.flatMap((o) => o.acknowledged)
  await Promise.all(
    acknowledged
      .filter((a) => a.method === 'mpesa')
      .map((a) =>
        followPayment(
          setups[a.shopper] as ShopperSetup,
          accounts[a.shopper] as Account,
          a.orderIds[0] ?? 0,
          20,
        ),
      ),
  )

  checks = await runChecks(client, acknowledged, [...simulator.pushes.values()])
  const outside = traffic.attempts.filter((a) => a.start > window.to || a.end < window.from)
  const failed = (a: { status: number | 'network' }) => a.status === 'network' || a.status >= 500
  const errorsOutside = outside.filter(failed)
  checks.push({
    name: 'no error outside the kill window',
    holds: errorsOutside.length === 0,
    detail:
      `${errorsOutside.length} of ${outside.length} requests failed outside it; ` +
      `${traffic.attempts.filter(failed).length - errorsOutside.length} failed inside it and were retried` +
      (errorsOutside.length
        ? `: ${errorsOutside
            .slice(0, 5)
            .map((a) => `${a.method} ${a.path} ${a.status}`)
            .join(', ')}`
        : ''),
  })
  const unexpected = outcomes.flatMap((o) => o.unexpected)
  checks.push({
    name: 'no unexpected refusal',
    holds: unexpected.length === 0,
    detail: `${unexpected.length} answers other than success or sold out${unexpected.length ? `: ${unexpected.slice(0, 5).join(', ')}` : ''}`,
  })

  const latencies = outside
    .filter((a) => !failed(a))
    .map((a) => a.end - a.start)
    .sort((a, b) => a - b)
  const elapsed = (performance.now() - started) / 1000
  console.log('')
  console.log(
    `Requests: ${traffic.attempts.length} (${(traffic.attempts.length / elapsed).toFixed(0)}/s over ${elapsed.toFixed(0)} s)`,
  )
  console.log(
    `Latency outside the kill window: p50 ${quantile(latencies, 0.5).toFixed(0)} ms, p99 ${quantile(latencies, 0.99).toFixed(0)} ms`,
  )
  console.log(
    `Checkouts: ${acknowledged.length} acknowledged (${acknowledged.filter((a) => a.method === 'mpesa').length} M-Pesa), ` +
      `${outcomes.reduce((n, o) => n + o.soldOut, 0)} refused as sold out, ` +
      `${outcomes.reduce((n, o) => n + o.retriedCheckouts, 0)} sent more than once with their key`,
  )
  console.log(`Daraja: ${payer.describe()}; ${simulator.stats.tokenRequests} token requests`)
  console.log('')
  for (const c of checks) console.log(`${c.holds ? 'PASS' : 'FAIL'}  ${c.name}: ${c.detail}`)
} finally {
  await Promise.allSettled([first.stop(), second.stop()])
  await client.end().catch(() => {})
  await balancer.close()
  await simulator.close()
  await payer.stop()
  await database.drop()
}
process.exit(checks.length > 0 && checks.every((c) => c.holds) ? 0 : 1)
