import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Day } from '../../lib/catalogue-lists'

/** Shopper-facing names of the catalogue's closed lists (a meal's: src/lib/meal-labels.ts). */
export { ALLERGEN_LABELS, CATEGORY_LABELS, DIETARY_LABELS } from '../../lib/meal-labels'

export const DAY_LABELS: Record<Day, MessageDescriptor> = {
  mon: msg`Monday`,
  tue: msg`Tuesday`,
  wed: msg`Wednesday`,
  thu: msg`Thursday`,
  fri: msg`Friday`,
  sat: msg`Saturday`,
  sun: msg`Sunday`,
}
