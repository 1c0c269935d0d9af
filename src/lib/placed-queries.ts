import type { Query } from '@tanstack/react-query'

/** The catalogue's answers that depend on the place (distance, fees, what delivers there). */
const PLACED = new Set(['kitchens', 'meals', 'offers', 'search', 'kitchen', 'meal'])

/** Whether a query's answer was priced and sorted for a place: asked again when the place changes. */
export const isPlacedQuery = (query: Query) => PLACED.has(String(query.queryKey[0]))
