import { type Column, ilike, or, type SQL } from 'drizzle-orm'

/** An ILIKE pattern matching the words anywhere; the shopper's %, _ and \ are taken literally. */
const containing = (keyword: string) => `%${keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** A keyword search over some text columns, or no condition at all without a keyword. */
export function anyContains(keyword: string | undefined, columns: (Column | SQL)[]): SQL | undefined {
  if (!keyword) return undefined
  const pattern = containing(keyword)
  return or(...columns.map((column) => ilike(column, pattern)))
}
