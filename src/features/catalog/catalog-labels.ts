import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Allergen, Day, DietaryTag, MealCategory } from '../../lib/catalog-lists'

/** Shopper-facing names of the catalogue's closed lists. */
export const CATEGORY_LABELS: Record<MealCategory, MessageDescriptor> = {
  main: msg`Main dishes`,
  stew: msg`Stews`,
  grill: msg`From the grill`,
  rice: msg`Rice dishes`,
  side: msg`Sides`,
  breakfast: msg`Breakfast`,
  snack: msg`Snacks`,
  soup: msg`Soups`,
  dessert: msg`Desserts`,
  drink: msg`Drinks`,
}

export const DIETARY_LABELS: Record<DietaryTag, MessageDescriptor> = {
  vegetarian: msg`Vegetarian`,
  vegan: msg`Vegan`,
  halal: msg`Halal`,
  'gluten-free': msg`Gluten-free`,
  'dairy-free': msg`Dairy-free`,
  spicy: msg`Spicy`,
}

export const ALLERGEN_LABELS: Record<Allergen, MessageDescriptor> = {
  gluten: msg`gluten`,
  milk: msg`milk`,
  egg: msg`egg`,
  peanut: msg`peanuts`,
  'tree-nut': msg`tree nuts`,
  fish: msg`fish`,
  shellfish: msg`shellfish`,
  soy: msg`soy`,
  sesame: msg`sesame`,
}

export const DAY_LABELS: Record<Day, MessageDescriptor> = {
  mon: msg`Monday`,
  tue: msg`Tuesday`,
  wed: msg`Wednesday`,
  thu: msg`Thursday`,
  fri: msg`Friday`,
  sat: msg`Saturday`,
  sun: msg`Sunday`,
}
