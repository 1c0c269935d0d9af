import { type PGlite, type QueryOptions, types } from '@electric-sql/pglite'

/**
 * Drizzle's PGlite driver reads dates, times and intervals as the text Postgres sends (its own
 * mapping turns them into Dates): it hands PGlite these pass-through parsers with every query.
 */
const asText = (value: string) => value
const DRIZZLE_TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]

/** For PGlite.create: the database reads those types as text itself, for every query. */
export const drizzleTextParsers = Object.fromEntries(DRIZZLE_TEXT_TYPES.map((oid) => [oid, asText]))

const PROBE = 'unchanged?'

/** Whether a query's own parsers ask for nothing the database does not already do. */
function alreadyApplied(parsers: NonNullable<QueryOptions['parsers']>): boolean {
  for (const key in parsers) {
    if (!DRIZZLE_TEXT_TYPES.includes(Number(key)) || parsers[key]?.(PROBE) !== PROBE) return false
  }
  return true
}

/**
 * The client Drizzle is given: the PGlite instance, but a query whose parsers the instance
 * already applies is sent without them. PGlite merges a query's parsers into a copy of all its
 * 371 type parsers on every query; dropping that copy made a session read 595–673 µs instead of
 * 774–999 (decision 0054). A parser the instance does not apply (a newer Drizzle's) is passed on as
 * before, so results never change. Transactions keep PGlite's own path.
 */
export function drizzleClient(client: PGlite): PGlite {
  const query: PGlite['query'] = (sql, params, options) =>
    client.query(
      sql,
      params,
      options?.parsers && alreadyApplied(options.parsers) ? { ...options, parsers: undefined } : options,
    )
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query
      const value = Reflect.get(target, key, target)
      // PGlite's methods use private fields: they must run on the instance itself.
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}
