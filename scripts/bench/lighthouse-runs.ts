import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export type LighthouseFigures = {
  performance: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Lighthouse's measure of the host's CPU (its 4× slowdown multiplies what this host takes). */
  benchmarkIndex: number
  /** The browser that ran ('Chrome/156.0.8078.108'). */
  browser: string
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/**
 * Lighthouse's mobile preset (a mid-range phone on a slow 4G link, simulated) in Debian's
 * Chromium, `runs` times per page; each figure is the median of the runs.
 */
export async function lighthouseFigures(
  url: string,
  runs: number,
  cookie?: string,
): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  })
  try {
    // The user agent string says 156.0.0.0; the DevTools endpoint gives the whole version.
    const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
      Browser?: string
    }
    const browser = version.Browser ?? 'unknown'
    const samples: LighthouseFigures[] = []
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'seo'],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      })
      const lhr = result?.lhr
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
      samples.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        browser,
      })
    }
    return {
      performance: median(samples.map((s) => s.performance)),
      seo: median(samples.map((s) => s.seo)),
      lcpMs: median(samples.map((s) => s.lcpMs)),
      tbtMs: median(samples.map((s) => s.tbtMs)),
      cls: median(samples.map((s) => s.cls)),
      benchmarkIndex: median(samples.map((s) => s.benchmarkIndex)),
      browser: samples[0]?.browser ?? 'unknown',
    }
  } finally {
    chrome.kill()
  }
}
