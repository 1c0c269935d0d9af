import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The page's HTML as the server sent it, without a script: no inline or external script, no
 * module preload (nor the ones the loader starts after the first paint, decision 0050). What the
 * page costs a phone with its scripts removed, measured beside the page in the same run, so the
 * difference is what its scripts cost on this host (a slow host slows both alike).
 */
function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\b(?:rel|data-rel)="modulepreload"[^>]*>/g, '')
}

/** Writes the page without its scripts into the served static folder; answers its path. */
export async function servedWithoutScripts(
  origin: string,
  page: { name: string; path: string; cookie?: string | undefined },
  staticDir: string,
): Promise<string> {
  const response = await fetch(new URL(page.path, origin), {
    headers: page.cookie ? { Cookie: page.cookie } : {},
  })
  if (!response.ok) throw new Error(`${page.path} answered ${response.status}`)
  const file = `${page.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-no-scripts.html`
  writeFileSync(join(staticDir, file), withoutScripts(await response.text()))
  return `/bench-static/${file}`
}
