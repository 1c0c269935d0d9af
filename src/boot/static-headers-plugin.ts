import type { Plugin } from 'vite'
import { protect, SVG_POLICY } from '../server/browser-protections.server'

const YEAR_S = 365 * 24 * 60 * 60

/** The folders of public/ that hold SVG drawings only (and the favicon beside them). */
const SVG_PATHS = ['/favicon.svg', '/art/*', '/badges/*']

/**
 * Cloudflare serves the build's files itself, before the Worker runs (decision 0100), so the
 * protections `npm run serve` gives each file (src/server/browser-protections.server.ts) are
 * written into the `_headers` file its static assets read: the same headers on every file, an
 * SVG's policy on the drawings, and a year's immutable cache for the hashed /assets/. Other files
 * keep Cloudflare's default (revalidated by ETag). The Worker is always served over https there.
 */
export function staticHeadersFile(): Plugin {
  return {
    name: 'homecooked:static-headers',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      const everyFile = new Headers()
      protect(everyFile, true)
      const block = (path: string, headers: [string, string][]) =>
        [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n')
      const source = [
        block('/*', [...everyFile.entries()]),
        block('/assets/*', [['Cache-Control', `public, max-age=${YEAR_S}, immutable`]]),
        ...SVG_PATHS.map((path) => block(path, [['Content-Security-Policy', SVG_POLICY]])),
      ].join('\n\n')
      this.emitFile({ type: 'asset', fileName: '_headers', source: `${source}\n` })
    },
  }
}
