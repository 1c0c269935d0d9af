import { createServerFn } from '@tanstack/react-start'
import { ToggleFavoriteInput } from '../../contracts/favorites.schemas'
import { apiCall } from '../../server/api-call.server'

/** The saved kitchens and meals; a visitor has none (no API call without a session). */
export const getFavorites = createServerFn({ method: 'GET' }).handler(async () =>
  apiCall((api, o) => api.shop.favorites.$get({}, o), {
    whenSignedOut: { data: { kitchens: [], meals: [] }, errors: null, status: 200 },
  }),
)

export const toggleFavorite = createServerFn({ method: 'POST' })
  .validator(ToggleFavoriteInput)
  .handler(async ({ data }) => {
    const param = { kind: data.kind, id: String(data.id) }
    return data.saved
      ? apiCall((api, o) => api.shop.favorites[':kind'][':id'].$put({ param }, o))
      : apiCall((api, o) => api.shop.favorites[':kind'][':id'].$delete({ param }, o))
  })
