import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { defineConfig } from 'vite'

/**
 * The API tier's build (decision 0098): `src/api-tier.ts` and what it imports, for Node, into
 * dist/api/server.js; packages stay in node_modules. `npm run build` runs it after the web's.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  build: {
    ssr: 'src/api-tier.ts',
    outDir: 'dist/api',
    emptyOutDir: true,
    target: 'node24',
    rolldownOptions: { output: { entryFileNames: 'server.js' } },
  },
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), lingui({ failOnMissing: true })],
})
