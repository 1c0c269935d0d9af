import type { Service } from './catalogue-lists'

/**
 * The sub-navigation of each service (SPEC §2): its tabs, and which of them have detail
 * pages by id. Food has its own routes; the others share one set of routes driven by this.
 */
export const SERVICE_SECTIONS = {
  food: { sections: ['kitchens', 'meals', 'offers', 'search', 'join'], detail: ['kitchens', 'meals'] },
  grocery: { sections: ['stores', 'products', 'offers', 'search', 'join'], detail: ['stores', 'products'] },
  farm: { sections: ['farmers', 'produces', 'offers', 'search', 'join'], detail: ['farmers', 'produces'] },
  chef: { sections: ['chefs', 'experiences', 'offers', 'search', 'join'], detail: ['chefs', 'experiences'] },
  cookbook: {
    sections: ['creators', 'recipes', 'ingredients', 'offers', 'search', 'join'],
    detail: ['creators', 'recipes', 'ingredients'],
  },
} as const satisfies Record<Service, { sections: readonly string[]; detail: readonly string[] }>

export type ServiceSection = (typeof SERVICE_SECTIONS)[Service]['sections'][number]

export function isSection(service: Service, section: string): boolean {
  return (SERVICE_SECTIONS[service].sections as readonly string[]).includes(section)
}
