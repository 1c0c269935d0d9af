import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Service } from '../../lib/catalogue-lists'
import type { ServiceSection } from '../../lib/service-definitions'

/** Per-service texts: page titles (SPEC §1) and the tab labels of each sub-navigation. */
export const SERVICE_TITLES: Record<Service, MessageDescriptor> = {
  food: msg`Food | Find Kitchens and Restaurants Near You`,
  grocery: msg`Grocery | Find Grocery Stores Near You`,
  farm: msg`Farm | Find Farmers Near you`,
  chef: msg`Chef | Book Chefs and Food Experiences Near You`,
  cookbook: msg`Cookbook | Recipes from Creators Near You`,
}

export const SECTION_LABELS: Record<ServiceSection, MessageDescriptor> = {
  kitchens: msg`Kitchens`,
  meals: msg`Meals`,
  stores: msg`Stores`,
  products: msg`Products`,
  farmers: msg`Farmers`,
  produces: msg`Produce`,
  chefs: msg`Chefs`,
  experiences: msg`Experiences`,
  creators: msg`Creators`,
  recipes: msg`Recipes`,
  ingredients: msg`Ingredients`,
  offers: msg`Offers`,
  search: msg`Search`,
  join: msg`Join`,
}

/** The three steps of each service home's how-it-works block (SPEC §1). */
export const HOW_IT_WORKS: Record<Service, [MessageDescriptor, MessageDescriptor, MessageDescriptor]> = {
  food: [
    msg`You pick a meal from a kitchen near you.`,
    msg`The cook prepares it fresh and we deliver it.`,
    msg`You enjoy a home-cooked meal.`,
  ],
  grocery: [
    msg`You pick products from a store near you.`,
    msg`The store packs them and we deliver them.`,
    msg`You enjoy fresh groceries at home.`,
  ],
  farm: [
    msg`You pick produce from a farmer near you.`,
    msg`The farmer harvests it and we deliver it.`,
    msg`You enjoy food straight from the farm.`,
  ],
  chef: [
    msg`You pick a chef or a food experience.`,
    msg`The chef prepares and comes to you.`,
    msg`You enjoy a meal made in your kitchen.`,
  ],
  cookbook: [
    msg`You pick a recipe from a creator.`,
    msg`We prepare and deliver the ingredients.`,
    msg`You enjoy cooking it yourself.`,
  ],
}
