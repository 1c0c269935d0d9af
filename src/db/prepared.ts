import type { Db } from './client'

/**
 * A query prepared once per database (Drizzle's `.prepare`), for the reads every request makes:
 * Drizzle then assembles its SQL once instead of on every call, and Postgres plans it once per
 * connection. Kept per database, since tests open many; a transaction gets its own.
 */
export function preparedPerDb<Query>(prepare: (db: Db) => Query): (db: Db) => Query {
  const prepared = new WeakMap<Db, Query>()
  return (db) => {
    let query = prepared.get(db)
    if (!query) {
      query = prepare(db)
      prepared.set(db, query)
    }
    return query
  }
}
