import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig, type PluginOption, type UserConfig } from 'vite'
import { CHUNK_GROUPS } from './src/boot/chunk-groups'
import { partChunksOfTheBrowserBuild } from './src/boot/part-chunks-plugin'
import { preactInBrowser } from './src/boot/preact-in-browser'
import { englishFallbackIdsOfCatalogues } from './src/i18n/english-fallback-plugin'

// Server-only layers (DESIGN, Rules): a browser import of any of these fails the build.
const SERVER_ONLY = [
  '**/src/db/**',
  '**/src/domain/**',
  '**/src/api/**',
  '**/src/server/**',
  '**/src/boot/**/*.server.ts',
  '**/src/config/env.ts',
]

/** The browser build's chunks, shared by the Node and the Workers builds. */
export const clientEnvironment: NonNullable<UserConfig['environments']>['client'] = {
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Fewer, larger chunks on every page's critical path (decision 0048).
          groups: CHUNK_GROUPS,
        },
      },
    },
  },
}

/**
 * The web's plugins, for Node (this file) and for Cloudflare Workers (vite.edge.config.ts), which
 * differ in the server entry only: src/server.ts or src/server.edge.ts.
 */
export function webPlugins(serverEntry = 'server.ts'): PluginOption[] {
  return [
    preactInBrowser(),
    partChunksOfTheBrowserBuild(),
    tanstackStart({
      server: { entry: serverEntry },
      importProtection: { behavior: 'error', client: { files: SERVER_ONLY } },
      // Server functions are checked by the app's own cross-site rule in src/start.ts (records
      // 0027 and 0059), not Start's default CSRF middleware, which the warning asks for.
      serverFns: { disableCsrfMiddlewareWarning: true },
      // A route's loader travels with its component, not in the entry: every page's critical
      // path then carries its own loader only, not every route's loaders and what they import
      // (queries, server-function stubs, schemas). Decision 0012.
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
    // `locales/<file>.po?english-fallback`: the ids that catalogue shows in English (WCAG 3.1.2).
    englishFallbackIdsOfCatalogues(),
  ]
}

export default defineConfig({
  server: { port: 3000 },
  environments: { client: clientEnvironment },
  resolve: { tsconfigPaths: true },
  plugins: webPlugins(),
})
