import { describe, expect, it } from 'vitest'
import type { Kitchen } from '../../src/features/catalogue/catalogue.types'
import { jsonLdText, kitchenJsonLd } from '../../src/features/catalogue/kitchen-json-ld'

const kitchen = {
  name: 'Mama Njeri’s Kitchen',
  tagline: 'Pilau and chapati',
  coverImage: '/art/covers/1.webp',
  cuisines: ['kikuyu'],
  neighbourhood: 'Kilimani',
  lat: -1.29,
  lng: 36.78,
  openingHours: { mon: ['08:00', '20:00'], fri: ['18:00', '01:00'] },
  rating: 4.5,
  ratingCount: 12,
  meals: [{ name: 'Beef Pilau', description: 'Spiced rice', priceKes: 250 }],
} as unknown as Kitchen

describe("the kitchen page's schema.org description", () => {
  it('is a Restaurant with its hours, its rating and its menu, images on the public origin', () => {
    expect(kitchenJsonLd(kitchen, 'https://homecooked.example')).toMatchObject({
      '@type': 'Restaurant',
      image: 'https://homecooked.example/art/covers/1.webp',
      openingHours: ['Mo 08:00-20:00', 'Fr 18:00-01:00'],
      aggregateRating: { ratingValue: 4.5, ratingCount: 12, bestRating: 5 },
      hasMenu: { hasMenuItem: [{ name: 'Beef Pilau', offers: { price: 250, priceCurrency: 'KES' } }] },
    })
  })

  it('claims no rating for a kitchen nobody rated yet', () => {
    expect(kitchenJsonLd({ ...kitchen, ratingCount: 0 }, '')).not.toHaveProperty('aggregateRating')
  })

  it('cannot be closed early by a kitchen’s text: every < is escaped, and it still parses to the same data', () => {
    const hostile = { ...kitchen, name: '</script><script>alert(1)</script>' }
    const text = jsonLdText(kitchenJsonLd(hostile, ''))
    expect(text).not.toContain('<')
    expect(JSON.parse(text).name).toBe(hostile.name)
  })
})
