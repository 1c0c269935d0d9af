import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export type LighthouseFigures = {
  performance: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
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
      })
    }
    return {
      performance: median(samples.map((s) => s.performance)),
      seo: median(samples.map((s) => s.seo)),
      lcpMs: median(samples.map((s) => s.lcpMs)),
      tbtMs: median(samples.map((s) => s.tbtMs)),
      cls: median(samples.map((s) => s.cls)),
    }
  } finally {
    chrome.kill()
  }
}
