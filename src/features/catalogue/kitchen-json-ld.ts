import { DAYS } from '../../lib/catalogue-lists'
import { windowsOfDay } from '../../lib/hour-windows'
import type { Kitchen } from './catalogue.types'

/**
 * The kitchen page's schema.org description for search engines: a
 * Restaurant with its AggregateRating (the shown mean and count, seeded and real reviews), its
 * hours and its Menu. KitchenDetails writes it into the page as `<script type="application/ld+json">`
 * (search engines read it in the body as in the head; there it costs the page's critical-path
 * script nothing), with every `<` escaped so that no kitchen's text can close the script.
 */
export const kitchenJsonLd = (k: Kitchen, origin: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Restaurant',
  name: k.name,
  description: k.tagline,
  image: origin + k.coverImage,
  servesCuisine: k.cuisines,
  address: {
    '@type': 'PostalAddress',
    addressLocality: k.neighbourhood,
    addressRegion: 'Nairobi',
    addressCountry: 'KE',
  },
  geo: { '@type': 'GeoCoordinates', latitude: k.lat, longitude: k.lng },
  // "Mo 08:00-20:00": schema.org's openingHours text, in Nairobi time, one per window.
  openingHours: DAYS.flatMap((day) =>
    windowsOfDay(k.openingHours, day).map(
      ([open, close]) => `${day[0]?.toUpperCase()}${day[1]} ${open}-${close}`,
    ),
  ),
  ...(k.ratingCount > 0 && {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: k.rating,
      ratingCount: k.ratingCount,
      bestRating: 5,
    },
  }),
  hasMenu: {
    '@type': 'Menu',
    hasMenuItem: k.meals.map((m) => ({
      '@type': 'MenuItem',
      name: m.name,
      description: m.description,
      offers: { '@type': 'Offer', price: m.priceKes, priceCurrency: 'KES' },
    })),
  },
})

/** The JSON for a `<script type="application/ld+json">`: `<` escaped, so no text ends the script. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c')
