import type { ItemUnit, MealCategory, ProviderKind, Service } from './catalogue-lists'

/** What a section of a service lists: its providers, its items, its offers, its search, or how to join. */
export type SectionRole = 'providers' | 'items' | 'ingredients' | 'offers' | 'search' | 'join'

/**
 * How a service's orders are fulfilled at checkout:
 * - `delivery`: brought to the shopper's address, as soon as possible or in a slot;
 * - `preorder`: brought on one of the provider's days only (a farmer's harvest day), never ASAP;
 * - `booking`: the provider comes to the shopper's address on a date and time the shopper books,
 *   never ASAP, the quantity counting guests.
 */
type Fulfilment = 'delivery' | 'preorder' | 'booking'

export type ServiceDefinition = {
  /** The tabs of its sub-navigation (SPEC §2), in order, each with what it lists. */
  sections: Readonly<Record<string, SectionRole>>
  /** Who offers it (a provider's kind), the first being what a new provider of it becomes. */
  providerKinds: readonly ProviderKind[]
  /** What its items are called in the catalogue's item kinds. */
  itemKind: 'meal' | 'product' | 'experience' | 'produce' | 'recipe'
  /** The categories its items fall in, in menu order. */
  categories: readonly MealCategory[]
  /** The units its items are sold by. */
  units: readonly ItemUnit[]
  fulfilment: Fulfilment
  /** Whether its items go into its own cart; a recipe's go into the grocery cart instead. */
  sold: boolean
  /** The cart its pages lead to: its own, or the one its things go into (the cookbook's: grocery's). */
  cart: Service
  /** Whether its providers cook (and name their cuisines when they apply); a store or a farm does not. */
  cooks: boolean
}

/**
 * The five services of SPEC §1 as data: routes, tabs, nouns, units and checkout options are read
 * from here, so that switching a service on (the SERVICES setting) is configuration, not code.
 * Food keeps routes of its own (/food/kitchens, /food/meals); the others share /$service/$section.
 */
export const SERVICE_DEFINITIONS = {
  food: {
    sections: { kitchens: 'providers', meals: 'items', offers: 'offers', search: 'search', join: 'join' },
    providerKinds: ['kitchen', 'restaurant'],
    itemKind: 'meal',
    categories: ['main', 'stew', 'grill', 'rice', 'side', 'breakfast', 'snack', 'soup', 'dessert', 'drink'],
    units: ['portion'],
    fulfilment: 'delivery',
    sold: true,
    cart: 'food',
    cooks: true,
  },
  grocery: {
    sections: { stores: 'providers', products: 'items', offers: 'offers', search: 'search', join: 'join' },
    providerKinds: ['store'],
    itemKind: 'product',
    categories: ['vegetables', 'fruit', 'staples', 'dairy', 'drink'],
    units: ['kg', 'bunch', 'piece', 'litre', 'tray'],
    fulfilment: 'delivery',
    sold: true,
    cart: 'grocery',
    cooks: false,
  },
  farm: {
    sections: { farmers: 'providers', produces: 'items', offers: 'offers', search: 'search', join: 'join' },
    providerKinds: ['farmer'],
    itemKind: 'produce',
    categories: ['vegetables', 'fruit', 'dairy'],
    units: ['kg', 'bunch', 'piece', 'litre', 'tray'],
    fulfilment: 'preorder',
    sold: true,
    cart: 'farm',
    cooks: false,
  },
  chef: {
    sections: { chefs: 'providers', experiences: 'items', offers: 'offers', search: 'search', join: 'join' },
    providerKinds: ['chef'],
    itemKind: 'experience',
    categories: ['experience'],
    units: ['guest'],
    fulfilment: 'booking',
    sold: true,
    cart: 'chef',
    cooks: true,
  },
  cookbook: {
    sections: {
      creators: 'providers',
      recipes: 'items',
      ingredients: 'ingredients',
      offers: 'offers',
      search: 'search',
      join: 'join',
    },
    providerKinds: ['creator'],
    itemKind: 'recipe',
    categories: ['recipe'],
    units: ['recipe'],
    fulfilment: 'delivery',
    sold: false,
    cart: 'grocery',
    cooks: true,
  },
} as const satisfies Record<Service, ServiceDefinition>

export type ServiceSection = {
  [S in Service]: keyof (typeof SERVICE_DEFINITIONS)[S]['sections']
}[Service]

export const sectionsOf = <S extends Service>(service: S) =>
  Object.keys(SERVICE_DEFINITIONS[service].sections) as (keyof (typeof SERVICE_DEFINITIONS)[S]['sections'] &
    string)[]

/** What a section of a service lists, or undefined when the service has no such section. */
export function roleOf(service: Service, section: string): SectionRole | undefined {
  const sections: Readonly<Record<string, SectionRole>> = SERVICE_DEFINITIONS[service].sections
  return Object.hasOwn(sections, section) ? sections[section] : undefined
}

/** A service's section listing the role (its providers' or its items' tab). */
export function sectionFor(service: Service, role: SectionRole): ServiceSection {
  const found = sectionsOf(service).find((section) => roleOf(service, section) === role)
  if (!found) throw new Error(`The ${service} service has no ${role} section`)
  return found
}
