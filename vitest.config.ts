import { availableParallelism } from 'node:os'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // Catalogues (.po) compile on import, as in the app.
  // Macros (msg) compile through Babel as in the app; the API's messages are translated.
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
  test: {
    // Vitest's default leaves a core to its main process (cores - 1): one worker on this 2-core
    // machine, so the files ran one after another. The main process is idle while they run, and
    // the files already share DATABASE_URL as they would on a larger machine (own databases where
    // they compare whole tables). Two workers: the PGlite pass 643 -> 459 s, the Postgres pass over
    // HTTP 486 -> 290 s, with the same tests passing.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // Pure and fast: no database, no compiler, no child process, no wall clock.
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        // What needs a real part beside the code: PGlite, tsc, a child process, a local S3, a
        // served socket under load (docs/testing.md).
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          // A fresh PGlite takes ~5 s on an idle machine and over 30 s beside two busy loops on
          // two cores; a hook that starts databases waits as long as the API project's do.
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
      {
        // Byte budgets of the production build: `npm test` runs them after `npm run build`.
        extends: true,
        test: {
          name: 'budgets',
          include: ['tests/budgets/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/setup/golden-image.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          // A PGlite instance takes a few seconds to start from the golden image.
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
    ],
  },
})
