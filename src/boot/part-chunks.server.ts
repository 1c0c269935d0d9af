import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/**
 * A lazy part's call as the client build writes it: lazyComponent(`Name`, () => preload(() =>
 * import(`./Chunk-hash.js`) …. The name is a string literal the minifier keeps.
 */
const PART_CALL = /`([\w.]+)`,\(\)=>\w+\(\(\)=>import\(`\.\/([\w.-]+\.js)`\)/g
/** A chunk's static imports of its sibling chunks, as rolldown writes them. */
const STATIC_IMPORT = /(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g

/**
 * For each lazy part of the client build (src/boot/lazy-component.ts), the public paths of the
 * chunks its code needs: its own chunk and what that imports, transitively. An empty map where
 * there is no build (the dev server), so no page names a preload it cannot serve.
 */
export function partChunksIn(assetsDir: string): Map<string, string[]> {
  const parts = new Map<string, string[]>()
  if (!existsSync(assetsDir)) return parts
  const files = readdirSync(assetsDir).filter((file) => file.endsWith('.js'))
  const sources = new Map(files.map((file) => [file, readFileSync(join(assetsDir, file), 'utf8')]))
  const closure = (file: string, seen = new Set<string>()) => {
    if (seen.has(file) || !sources.has(file)) return seen
    seen.add(file)
    for (const [, next] of (sources.get(file) ?? '').matchAll(STATIC_IMPORT)) if (next) closure(next, seen)
    return seen
  }
  for (const source of sources.values()) {
    for (const [, name, chunk] of source.matchAll(PART_CALL)) {
      if (name && chunk)
        parts.set(
          name,
          [...closure(chunk)].map((file) => `/assets/${file}`),
        )
    }
  }
  return parts
}

let built: Map<string, string[]> | undefined

/** The chunks of these parts in the served build (`npm run serve` runs from the project's root). */
export function partChunks(names: readonly string[]): string[] {
  built ??= partChunksIn(resolve('dist/client/assets'))
  const chunks = new Set<string>()
  for (const name of names) for (const chunk of built.get(name) ?? []) chunks.add(chunk)
  return [...chunks]
}
