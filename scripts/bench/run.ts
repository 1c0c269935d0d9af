/**
 * `npm run bench`: builds, serves the app on a fresh seeded database and measures what a shopper
 * on a cheap phone pays (bytes, Lighthouse mobile) and what the server sustains (autocannon),
 * then writes bench/results.json, bench/RESULTS.md and the README's table.
 *   --quick       one Lighthouse run per page and 5-second loads (a smoke run, not for quoting)
 *   --no-build    measure the existing dist/
 * Compare ratios from one run; absolute figures move with whatever else the machine does.
 */
import { execSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import { startApp, startEdgeTier } from './app-server.ts'
import { pageBytes } from './bytes.ts'
import { fetchedBytes } from './fetched-bytes.ts'
import { lighthouseFigures } from './lighthouse-runs.ts'
import { load } from './load.ts'
import { markdown, type PageResult, type Results } from './report.ts'
import { servedWithoutScripts } from './scripts-removed.ts'
import { signedInShopper } from './shopper.ts'

const quick = process.argv.includes('--quick')
const runs = quick ? 1 : 3
const seconds = quick ? 5 : 20
const PORT = Number(process.env.BENCH_PORT ?? 3300)

if (!process.argv.includes('--no-build'))
  execSync('npm run build && npm run build:edge', { stdio: 'inherit' })
const app = await startApp(PORT)
const staticDir = join('dist', 'client', 'bench-static')
try {
  const shopper = await signedInShopper(app.origin)
  const pages: { name: string; path: string; cookie?: string }[] = [
    { name: 'home', path: '/' },
    // A shared page (decision 0101): the same HTML, then the shopper's personal part.
    { name: 'home, signed in', path: '/', cookie: shopper.cookie },
    { name: 'kitchens', path: '/food/kitchens' },
    { name: 'a kitchen', path: '/food/kitchens/1' },
    { name: 'a kitchen, signed in', path: '/food/kitchens/1', cookie: shopper.cookie },
    { name: 'a meal', path: '/food/meals/1' },
    { name: 'search', path: '/food/search?q=pilau' },
    { name: 'cart', path: '/cart/food' },
    { name: 'checkout, signed in', path: '/cart/food', cookie: shopper.cookie },
  ]
  const results: PageResult[] = []
  for (const page of pages) {
    console.log(`bytes: ${page.path} (${page.name})`)
    results.push({
      name: page.name,
      path: page.path,
      bytes: await pageBytes(app.origin, page.path, page.cookie),
      fetched: await fetchedBytes(app.origin, page.path, page.cookie),
    })
  }

  // The same home HTML as a static file from the same server: the ceiling rendering is held to.
  const homeHtml = await (await fetch(`${app.origin}/`)).text()
  mkdirSync(staticDir, { recursive: true })
  writeFileSync(join(staticDir, 'home.html'), homeHtml)
  const loads: Results['load'] = {}
  const targets: [string, string, string?][] = [
    ['static home HTML', '/bench-static/home.html'],
    ['home, visitor', '/'],
    ['home, signed in', '/', shopper.cookie],
    // A page the cache never keeps, with no session or cart to read: what rendering alone costs,
    // what every page personal by nature pays (catalogue pages are kept for everyone: 0101).
    ['cart, rendered afresh', '/cart/food'],
    ['a kitchen, visitor', '/food/kitchens/1'],
    ['a kitchen, signed in', '/food/kitchens/1', shopper.cookie],
    ['GET /api/kitchens', '/api/kitchens'],
  ]
  for (const [name, path, cookie] of targets) {
    console.log(`load: ${name}`)
    loads[name] = await load(`${app.origin}${path}`, {
      connections: 50,
      seconds,
      ...(cookie ? { cookie } : {}),
    })
  }

  for (const [index, page] of pages.entries()) {
    console.log(`lighthouse: ${page.path} (${page.name}), then without its scripts`)
    const result = results[index]
    if (!result) continue
    result.lighthouse = await lighthouseFigures(`${app.origin}${page.path}`, runs, page.cookie)
    // The same page with its scripts removed, right after it on the same host: the difference
    // is what the scripts cost here, whatever this host's speed.
    const bare = await servedWithoutScripts(app.origin, page, staticDir)
    result.withoutScripts = await lighthouseFigures(`${app.origin}${bare}`, runs)
  }
  await app.stop()

  // The same pages from the Workers build in workerd (decision 0100), calling an API tier over
  // HTTP, held to the same static ceiling. Local workerd through `wrangler dev` adds its own proxy
  // in front of the Worker: a lower bound of what the edge renders, not Cloudflare's figure.
  const edgeStaticDir = join('dist', 'edge', 'client', 'bench-static')
  mkdirSync(edgeStaticDir, { recursive: true })
  writeFileSync(join(edgeStaticDir, 'home.html'), homeHtml)
  const edge = await startEdgeTier(PORT + 2, PORT + 1)
  try {
    const edgeTargets: [string, string, string?][] = [
      // Cloudflare's asset handling answers `home.html` with a redirect to `home` (its html_handling).
      ['edge: static home HTML', '/bench-static/home'],
      ['edge: home, visitor', '/'],
      ['edge: cart, rendered afresh', '/cart/food'],
      ['edge: a kitchen, visitor', '/food/kitchens/1'],
    ]
    for (const [name, path, cookie] of edgeTargets) {
      console.log(`load: ${name}`)
      loads[name] = await load(`${edge.origin}${path}`, {
        connections: 50,
        seconds,
        ...(cookie ? { cookie } : {}),
      })
    }
  } finally {
    await edge.stop()
    rmSync(edgeStaticDir, { recursive: true, force: true })
  }

  // Each tier is held to a static file served by the same server: Node's, or workerd's assets.
  for (const [name, figures] of Object.entries(loads)) {
    const ceiling = name.startsWith('edge: ') ? 'edge: static home HTML' : 'static home HTML'
    if (name !== ceiling)
      loads[name] = {
        ...figures,
        ratioToStatic: figures.requestsPerSecond / (loads[ceiling]?.requestsPerSecond ?? 1),
      }
  }

  const report: Results = {
    measuredAt: new Date().toISOString(),
    machine: `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB${quick ? ', quick run' : ''}`,
    pages: results,
    load: loads,
  }
  mkdirSync('bench', { recursive: true })
  writeFileSync('bench/results.json', `${JSON.stringify(report, null, 2)}\n`)
  const table = markdown(report)
  writeFileSync('bench/RESULTS.md', `# Benchmark\n\n${table}`)
  const readme = readFileSync('README.md', 'utf8')
  const marked = /(<!-- bench:start -->\n)[\s\S]*?(<!-- bench:end -->)/
  if (marked.test(readme)) writeFileSync('README.md', readme.replace(marked, `$1${table}$2`))
  console.log(`\n${table}`)
} finally {
  rmSync(staticDir, { recursive: true, force: true })
  await app.stop()
}
