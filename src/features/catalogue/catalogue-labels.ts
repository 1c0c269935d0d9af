export { DAY_LABELS } from '../../lib/day-labels'
/** Shopper-facing names of the catalogue's closed lists (a meal's: src/lib/meal-labels.ts). */
export { ALLERGEN_LABELS, CATEGORY_LABELS, DIETARY_LABELS } from '../../lib/meal-labels'
