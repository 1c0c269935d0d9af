/**
 * A lazy part's call as the client build writes it: lazyComponent(`Name`, () => preload(() =>
 * import(`./Chunk-hash.js`) …. The name is a string literal the minifier keeps.
 */
const PART_CALL = /`([\w.]+)`,\(\)=>\w+\(\(\)=>import\(`\.\/([\w.-]+\.js)`\)/g
/** A chunk's static imports of its sibling chunks, as rolldown writes them. */
const STATIC_IMPORT = /(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g

/** For each lazy part, the public paths of the chunks its code needs. */
export type PartChunks = Record<string, string[]>

/**
 * For each lazy part of the client build (src/boot/lazy-component.ts), the public paths of the
 * chunks its code needs: its own chunk and what that imports, transitively. `sources` are the
 * build's chunks in /assets/, by file name.
 */
export function partChunksFrom(sources: ReadonlyMap<string, string>): PartChunks {
  const parts: PartChunks = {}
  const closure = (file: string, seen = new Set<string>()) => {
    if (seen.has(file) || !sources.has(file)) return seen
    seen.add(file)
    for (const [, next] of (sources.get(file) ?? '').matchAll(STATIC_IMPORT)) if (next) closure(next, seen)
    return seen
  }
  for (const source of sources.values()) {
    for (const [, name, chunk] of source.matchAll(PART_CALL)) {
      if (name && chunk) parts[name] = [...closure(chunk)].map((file) => `/assets/${file}`)
    }
  }
  return parts
}
