import { customType } from 'drizzle-orm/pg-core'

/** Postgres's tsvector, which Drizzle has no column type for; only the database writes it. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
})
