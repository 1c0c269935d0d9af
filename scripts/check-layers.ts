/**
 * The layer fence (docs/architecture.md): which folder of src/ may import which. Reads every
 * import of src/ as text (static, re-export and dynamic), resolves the relative and `~/` ones,
 * and lists each that climbs back up:
 *   - db, domain, api or server importing features or routes (the web layer);
 *   - domain importing server (the HTTP edge);
 *   - one feature importing another (compose them in the route instead).
 * `node scripts/check-layers.ts` prints them and exits 1 when there is any; `--count` prints the
 * number only and always exits 0. tests/unit/layers.test.ts runs it in `npm test`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

export type Crossing = { from: string; to: string; rule: string }

const SERVER_LAYERS = new Set(['db', 'domain', 'api', 'server'])
const WEB_LAYERS = new Set(['features', 'routes'])
const IMPORT =
  /(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && name !== 'routeTree.gen.ts' ? [path] : []
  })
}

/** The part of src/ a path lies in: its first folder (a file at the top is its own part). */
const layerOf = (path: string) => path.split(sep)[0] ?? ''
/** features/<name>: the feature a path belongs to, or null outside features. */
const featureOf = (path: string) => (layerOf(path) === 'features' ? (path.split(sep)[1] ?? null) : null)

/** Every import of src/ (paths relative to src/) that crosses a fence. */
export function layerCrossings(srcDir: string): Crossing[] {
  const crossings: Crossing[] = []
  for (const file of sourceFiles(srcDir)) {
    const from = relative(srcDir, file)
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? ''
      let target: string
      if (specifier.startsWith('~/')) target = normalize(specifier.slice(2))
      else if (specifier.startsWith('.')) target = relative(srcDir, join(dirname(file), specifier))
      else continue
      if (target.startsWith('..')) continue
      const fromLayer = layerOf(from)
      const toLayer = layerOf(target)
      const crossing = (rule: string) => crossings.push({ from, to: target, rule })
      if (SERVER_LAYERS.has(fromLayer) && WEB_LAYERS.has(toLayer)) crossing(`${fromLayer} → ${toLayer}`)
      else if (fromLayer === 'domain' && toLayer === 'server') crossing('domain → server')
      else if (featureOf(from) && featureOf(target) && featureOf(from) !== featureOf(target)) {
        crossing('feature → another feature')
      }
    }
  }
  return crossings
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src')
  const crossings = layerCrossings(srcDir)
  if (process.argv.includes('--count')) {
    console.log(crossings.length)
  } else {
    const byRule = new Map<string, number>()
    for (const c of crossings) byRule.set(c.rule, (byRule.get(c.rule) ?? 0) + 1)
    for (const c of crossings) console.log(`${c.from} → ${c.to} (${c.rule})`)
    console.log(`${crossings.length} imports cross a layer fence`, Object.fromEntries(byRule))
    process.exitCode = crossings.length > 0 ? 1 : 0
  }
}
