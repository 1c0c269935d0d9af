import { spawnSync } from 'node:child_process'

/**
 * Seeds the demo storefront into the database `env` names (DATA_DIR or DATABASE_URL) with
 * `db:seed --demo`, before a production-mode server starts on it: the benchmark and the soak
 * shop the demo, which a production start never seeds (decision record 0002).
 */
export function seedDemo(env: Record<string, string>): void {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-seed.ts', '--demo'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (run.status !== 0) throw new Error(`Seeding the demo storefront failed (exit ${run.status})`)
}
