import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import {
  attribute,
  DEFERRED_ENTRY,
  DEFERRED_HREF,
  DEFERRED_REL,
} from '../../src/boot/scripts-after-paint.server.ts'

export type PageBytes = {
  html: { raw: number; gzip: number }
  js: { files: number; gzip: number; brotli: number }
  css: { files: number; gzip: number; brotli: number }
}

const gzip = (data: Buffer) => gzipSync(data, { level: 9 }).length
const brotli = (data: Buffer) =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length

/**
 * Every script and stylesheet the served HTML makes the browser load before the page works,
 * including those its loader starts after the first paint (decision 0050): the entry named in
 * `data-entry`, the module preloads whose `rel` and `href` wait in `data-rel` and `data-href`.
 */
function criticalAssets(html: string) {
  const js = new Set<string>()
  const css = new Set<string>()
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = attribute(tag, 'src') ?? attribute(tag, DEFERRED_ENTRY)
    if (src) js.add(src)
  }
  for (const tag of html.match(/<link[^>]*>/g) ?? []) {
    const href = attribute(tag, 'href') ?? attribute(tag, DEFERRED_HREF)
    const rel = attribute(tag, 'rel') ?? attribute(tag, DEFERRED_REL)
    if (!href) continue
    if (rel === 'modulepreload') js.add(href)
    if (rel === 'stylesheet') css.add(href)
  }
  return { js: [...js], css: [...css] }
}

async function sum(origin: string, paths: string[]) {
  const totals = { files: paths.length, gzip: 0, brotli: 0 }
  for (const path of paths) {
    const body = Buffer.from(await (await fetch(new URL(path, origin))).arrayBuffer())
    totals.gzip += gzip(body)
    totals.brotli += brotli(body)
  }
  return totals
}

/** The bytes a first visit costs: the HTML, and the JS and CSS it loads (gzip -9 and brotli 11). */
export async function pageBytes(origin: string, path: string, cookie?: string): Promise<PageBytes> {
  const response = await fetch(new URL(path, origin), { headers: cookie ? { Cookie: cookie } : {} })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  const html = Buffer.from(await response.arrayBuffer())
  const assets = criticalAssets(html.toString('utf8'))
  return {
    html: { raw: html.length, gzip: gzip(html) },
    js: await sum(origin, assets.js),
    css: await sum(origin, assets.css),
  }
}
