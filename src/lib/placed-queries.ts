import type { Query } from '@tanstack/react-query'

/** The catalogue's answers that depend on the place (distance, fees, what delivers there). */
const PLACED = new Set(['kitchens', 'meals', 'offers', 'search', 'kitchen', 'meal'])

/** Whether a query's answer was priced and sorted for a place: asked again when the place changes. */
export const isPlacedQuery = (query: Query) => PLACED.has(String(query.queryKey[0]))

/**
 * Whether a query's answer is priced or filtered for the shopper's own place: a kitchen's or a
 * meal's page (the fee and time to them), or a list that asks for what delivers there or sorts by
 * distance. A plain list shows each kitchen's "from" fee, the same for everyone.
 */
export const isPersonallyPlacedQuery = (query: Query) => {
  const [name] = query.queryKey
  if (name === 'kitchen' || name === 'meal') return true
  const asksForPlace = (part: unknown) =>
    typeof part === 'object' &&
    part !== null &&
    ((part as Record<string, unknown>).deliversToMe === true ||
      (part as Record<string, unknown>).sort === 'distance')
  return isPlacedQuery(query) && query.queryKey.some(asksForPlace)
}
