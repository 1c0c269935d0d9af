import { resolve } from 'node:path'
import { cloudflare } from '@cloudflare/vite-plugin'
import { defineConfig, type Plugin } from 'vite'
import { staticHeadersFile } from './src/boot/static-headers-plugin'
import { clientEnvironment, webPlugins } from './vite.config'

/**
 * The web tier for Cloudflare Workers (decision 0100), built by `npm run build:edge` into
 * dist/edge: the same pages and browser code as the Node build, with src/server.edge.ts as the
 * server entry and the Cloudflare Vite plugin (which TanStack Start documents) running the
 * server environment as a Worker. What only the database's own process needs is swapped out, so
 * the Worker's bundle holds no database driver, no argon2 and no file system
 * (tests/budgets/edge-bundle.test.ts reads the bundle).
 */
const EDGE_SUBSTITUTES: [RegExp, string][] = [
  // The Hono app run in-process: on the edge every call goes to API_URL instead.
  [/\/in-process-api\.server(\.ts)?$/, 'src/server/in-process-api.edge.ts'],
  // pino's file and thread destinations: the edge logs through the console.
  [/^(sonic-boom|thread-stream)$/, 'src/lib/log-streams.edge.cjs'],
]

/** Resolves what only a Node process uses to its edge stand-in (above). */
function edgeSubstitutes(): Plugin {
  return {
    name: 'homecooked:edge-substitutes',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    resolveId(source) {
      const substitute = EDGE_SUBSTITUTES.find(([pattern]) => pattern.test(source))?.[1]
      return substitute ? resolve(import.meta.dirname, substitute) : null
    },
  }
}

export default defineConfig({
  environments: {
    client: { ...clientEnvironment, build: { ...clientEnvironment?.build, outDir: 'dist/edge/client' } },
    ssr: { build: { outDir: 'dist/edge/server' } },
  },
  resolve: { tsconfigPaths: true },
  plugins: [
    edgeSubstitutes(),
    cloudflare({ viteEnvironment: { name: 'ssr' } }),
    ...webPlugins('server.edge.ts'),
    staticHeadersFile(),
  ],
})
