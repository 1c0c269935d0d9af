import { defineConfig } from 'drizzle-kit'

// `drizzle-kit generate` writes the committed SQL migrations; they run on start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
})
