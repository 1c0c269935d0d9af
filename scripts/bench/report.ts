import type { PageBytes } from './bytes.ts'
import type { FetchedBytes } from './fetched-bytes.ts'
import type { LighthouseFigures } from './lighthouse-runs.ts'
import type { LoadFigures } from './load.ts'

/** DESIGN's budgets (decision 0012); the benchmark marks each figure against them. */
const BUDGETS = {
  jsGzipKiB: 130,
  performance: 95,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.05,
  seo: 100,
  homeVisitorRatio: 0.5,
  // Shared pages (decision 0101): a signed-in shopper's home and kitchen are kept pages too.
  signedInRatio: 0.5,
}

export type PageResult = {
  name: string
  path: string
  bytes: PageBytes
  /** Everything the browser fetched in the page's first 10 s, prefetches and JSON included. */
  fetched?: FetchedBytes
  lighthouse?: LighthouseFigures
  /** The same page's HTML with its scripts removed, measured right after it. */
  withoutScripts?: LighthouseFigures
}
export type Results = {
  measuredAt: string
  machine: string
  pages: PageResult[]
  load: Record<string, LoadFigures & { ratioToStatic?: number }>
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1)
const mark = (ok: boolean) => (ok ? '' : ' ✗')

export function markdown(results: Results): string {
  const runs = results.pages.flatMap((page) => (page.lighthouse ? [page.lighthouse] : []))
  const indexes = runs.map((figures) => figures.benchmarkIndex).sort((a, b) => a - b)
  const host = runs[0]
    ? ` Lighthouse ran ${runs[0].browser}; the host's BenchmarkIndex was ${indexes[0]}–${indexes.at(-1)} ` +
      '(Lighthouse calls a host under 1,000 slow). TBT is what this host took, slowed 4×: compare it ' +
      'between builds measured in one run, not across runs.'
    : ''
  const lines = [
    `Measured ${results.measuredAt} on ${results.machine}. ✗ marks a figure outside its budget.${host}`,
    "Lighthouse's performance score and TBT are judged on what the page's scripts cost: the page " +
      'against its own HTML with the scripts removed, measured right after it (perf − 5 points at ' +
      'most, TBT + 150 ms at most); the JavaScript on its critical path, LCP, CLS and SEO as they are.',
    '',
    '| page | JS gzip KiB | JS br KiB | CSS gzip KiB | HTML gzip KiB | perf | LCP ms | TBT ms | CLS | SEO | no scripts: perf / TBT | scripts cost: perf / TBT |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ]
  for (const page of results.pages) {
    const js = page.bytes.js.gzip / 1024
    const lh = page.lighthouse
    const bare = page.withoutScripts
    const cost =
      lh && bare
        ? { performance: bare.performance - lh.performance, tbtMs: lh.tbtMs - bare.tbtMs }
        : undefined
    lines.push(
      [
        `\`${page.path}\` (${page.name})`,
        `${kib(page.bytes.js.gzip)}${mark(js <= BUDGETS.jsGzipKiB)}`,
        kib(page.bytes.js.brotli),
        kib(page.bytes.css.gzip),
        kib(page.bytes.html.gzip),
        lh ? `${lh.performance}` : '–',
        lh ? `${lh.lcpMs}${mark(lh.lcpMs <= BUDGETS.lcpMs)}` : '–',
        lh ? `${lh.tbtMs}` : '–',
        lh ? `${lh.cls}${mark(lh.cls <= BUDGETS.cls)}` : '–',
        lh ? `${lh.seo}${mark(lh.seo >= BUDGETS.seo)}` : '–',
        bare ? `${bare.performance} / ${bare.tbtMs}` : '–',
        cost
          ? `${-cost.performance}${mark(cost.performance <= 100 - BUDGETS.performance)} / +${cost.tbtMs}${mark(cost.tbtMs <= BUDGETS.tbtMs)}`
          : '–',
      ]
        .join(' | ')
        .replace(/^/, '| ')
        .concat(' |'),
    )
  }
  const fetched = results.pages.filter((page) => page.fetched)
  if (fetched.length > 0) {
    const seconds = fetched[0]?.fetched?.seconds ?? 10
    const cell = (kind: { requests: number; bytes: number } | undefined) =>
      kind ? `${kind.requests} / ${kib(kind.bytes)}` : '0'
    lines.push(
      '',
      `Every byte a Pixel 5's Chromium fetched in the page's first ${seconds} s, as sent on the wire (compressed), its cache empty: ` +
        'the critical path above, plus what the page loads after its first paint, the routes it prefetches for links in view, ' +
        'the messages of its language, JSON answers, images and fonts. Each cell: requests / KiB.',
      '',
      '| page | all | scripts | data (JSON) | CSS | images | fonts | HTML | other |',
      '|---|---|---|---|---|---|---|---|---|',
    )
    for (const page of fetched) {
      const by = page.fetched?.byKind ?? {}
      lines.push(
        `| \`${page.path}\` (${page.name}) | ${cell(page.fetched?.total)} | ${cell(by.scripts)} | ${cell(by.data)} | ${cell(by.css)} | ${cell(by.images)} | ${cell(by.fonts)} | ${cell(by.html)} | ${cell(by.other)} |`,
      )
    }
  }
  lines.push(
    '',
    '| load (autocannon, separate process) | req/s | p50 ms | p99 ms | × static | errors + non-2xx |',
    '|---|---|---|---|---|---|',
  )
  for (const [name, figures] of Object.entries(results.load)) {
    const budget =
      name === 'home, visitor'
        ? BUDGETS.homeVisitorRatio
        : name === 'home, signed in' || name === 'a kitchen, signed in'
          ? BUDGETS.signedInRatio
          : undefined
    const ratio = figures.ratioToStatic
    const ratioText =
      ratio === undefined ? '–' : `${ratio.toFixed(2)}${budget === undefined ? '' : mark(ratio >= budget)}`
    lines.push(
      `| ${name} | ${figures.requestsPerSecond} | ${figures.p50Ms} | ${figures.p99Ms} | ${ratioText} | ${figures.errors + figures.non2xx} |`,
    )
  }
  return `${lines.join('\n')}\n`
}
