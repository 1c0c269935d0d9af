import type { Plugin } from 'vite'
import { type PartChunks, partChunksFrom } from './part-chunks'

/** The module the server imports for the lazy parts' chunks (src/boot/part-preloads.ts). */
const PART_CHUNKS_MODULE = 'virtual:homecooked/part-chunks'
const RESOLVED = `\0${PART_CHUNKS_MODULE}`

/**
 * Hands the server build the chunks of each lazy part of the browser build (decisions 0046 and
 * 0048), read from the browser's bundle as it is written; Start builds the browser first. The
 * server then names a rendered part's preloads without reading files at run time, which a Worker
 * cannot (decision 0100). In development, where nothing is bundled, the map is empty and no page
 * names a preload it cannot serve.
 */
export function partChunksOfTheBrowserBuild(): Plugin {
  let parts: PartChunks = {}
  return {
    name: 'homecooked:part-chunks',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      const sources = new Map<string, string>()
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.fileName.startsWith('assets/'))
          sources.set(output.fileName.slice('assets/'.length), output.code)
      }
      parts = partChunksFrom(sources)
    },
    resolveId: (source) => (source === PART_CHUNKS_MODULE ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? `export default ${JSON.stringify(parts)}` : null),
  }
}
