import { type QueryOptions, types } from '@electric-sql/pglite'

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

/**
 * Whether a query's own parsers ask for nothing the database does not already do. Drizzle's
 * PGlite driver hands every query those pass-through parsers; PGlite merged them into a copy of
 * all its 371 type parsers on every query (decision 0054), and parser functions cannot cross to
 * the database's thread at all (decision 0107): such a query is sent without them. A parser the
 * database does not apply (a newer Drizzle's) is refused by the thread's client, never dropped.
 */
export function appliedByDatabase(parsers: NonNullable<QueryOptions['parsers']>): boolean {
  for (const key in parsers) {
    if (!DRIZZLE_TEXT_TYPES.includes(Number(key)) || parsers[key]?.(PROBE) !== PROBE) return false
  }
  return true
}
