import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Allergen, Cuisine, DietaryTag, ItemUnit, MealCategory } from './catalogue-lists'

/**
 * Shopper-facing names of a meal's closed lists: the catalogue shows them and the kitchen's menu
 * editor offers them, so they live outside both features.
 */
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
  vegetables: msg`Vegetables`,
  fruit: msg`Fruit`,
  staples: msg`Flour, rice and beans`,
  dairy: msg`Milk and eggs`,
  experience: msg`Experiences`,
  recipe: msg`Recipes`,
}

/** What a price is for, as the menu editor offers it. */
export const UNIT_LABELS: Record<ItemUnit, MessageDescriptor> = {
  portion: msg`A portion`,
  kg: msg`A kilo`,
  bunch: msg`A bunch`,
  piece: msg`One piece`,
  litre: msg`A litre`,
  tray: msg`A tray`,
  guest: msg`A guest`,
  recipe: msg`A recipe`,
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

export const CUISINE_LABELS: Record<Cuisine, MessageDescriptor> = {
  kenyan: msg`Kenyan`,
  kikuyu: msg`Kikuyu`,
  luo: msg`Luo`,
  luhya: msg`Luhya`,
  kamba: msg`Kamba`,
  'swahili-coast': msg`Swahili coast`,
  somali: msg`Somali`,
  ethiopian: msg`Ethiopian`,
  ugandan: msg`Ugandan`,
  'indian-kenyan': msg`Indian-Kenyan`,
  'nyama-choma': msg`Nyama choma`,
  vegetarian: msg`Vegetarian`,
  breakfast: msg`Breakfast`,
  bakery: msg`Bakery`,
}
