import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

// The browser runs Preact's compat layer in React's place (decision 0046): React DOM alone was
// 62 KiB of the 130 KiB budget. The server keeps React 19, so the HTML is React's.
const PREACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
}
/** Resolves React's entry points to Preact's in the client environment only. */
function preactInBrowser(): Plugin {
  return {
    name: 'homecooked:preact-in-browser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      const target = PREACT[source]
      if (!target) return null
      return this.resolve(target, importer, { ...options, skipSelf: true })
    },
  }
}

// Server-only layers (DESIGN, Rules): a browser import of any of these fails the build.
const SERVER_ONLY = [
  '**/src/db/**',
  '**/src/domain/**',
  '**/src/api/**',
  '**/src/server/**',
  '**/src/config/env.ts',
]

// What every page needs before it works (React, the router, the query cache, Start's client and
// Lingui's runtime) ships as one chunk: one request and one gzip stream instead of a dozen
// small ones, which compress worse apart. Libraries only some pages use stay in their chunks.
const FRAMEWORK =
  /[\\/]node_modules[\\/](preact|react|react-dom|scheduler|use-sync-external-store|seroval|seroval-plugins|cookie-es|@lingui[\\/](core|react)|@tanstack[\\/](history|store|react-store|router-core|react-router|query-core|react-query|start-client-core|react-start-client|react-start|router-ssr-query-core|react-router-ssr-query))[\\/]/

export default defineConfig({
  server: { port: 3000 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK }] } },
        },
      },
    },
  },
  resolve: { tsconfigPaths: true },
  plugins: [
    preactInBrowser(),
    tanstackStart({
      importProtection: { behavior: 'error', client: { files: SERVER_ONLY } },
      // A route's loader travels with its component, not in the entry: every page's critical
      // path then carries its own loader only, not every route's loaders and what they import
      // (queries, server-function stubs, schemas). Issue 12.
      router: {
        codeSplittingOptions: {
          defaultBehavior: [
            ['loader', 'component'],
            ['pendingComponent'],
            ['errorComponent'],
            ['notFoundComponent'],
          ],
        },
      },
    }),
    viteReact(),
    // Lingui macros compile through Babel; lingui() compiles .po catalogues on import.
    babel({ presets: [linguiTransformerBabelPreset()] }),
    // A message missing from the English catalogue (not extracted) fails the build.
    lingui({ failOnMissing: true }),
  ],
})
