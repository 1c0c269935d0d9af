/** An ILIKE pattern matching the words anywhere; the shopper's %, _ and \ are taken literally. */
export const containing = (keyword: string) => `%${keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
