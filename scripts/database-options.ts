import { ConfigError, parseEnv } from '../src/config/env.ts'
import type { DatabaseOptions } from '../src/db/client.ts'

/** The database the configuration names (the same rule as the server's). */
export function databaseOptions(): DatabaseOptions {
  try {
    const env = parseEnv(process.env)
    return env.DATABASE_URL
      ? { driver: 'postgres', url: env.DATABASE_URL }
      : { driver: 'pglite', dataDir: env.DATA_DIR }
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}
