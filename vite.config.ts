import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Server-only layers (DESIGN, Rules): a browser import of any of these fails the build.
const SERVER_ONLY = [
  '**/src/db/**',
  '**/src/domain/**',
  '**/src/api/**',
  '**/src/server/**',
  '**/src/config/env.ts',
]

export default defineConfig({
  server: { port: 3000 },
  resolve: { tsconfigPaths: true },
  plugins: [
    tanstackStart({
      importProtection: { behavior: 'error', client: { files: SERVER_ONLY } },
    }),
    viteReact(),
    // Lingui macros compile through Babel; lingui() compiles .po catalogues on import.
    babel({ presets: [linguiTransformerBabelPreset()] }),
    // A message missing from the English catalogue (not extracted) fails the build.
    lingui({ failOnMissing: true }),
  ],
})
