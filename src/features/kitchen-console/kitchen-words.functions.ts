import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import {
  KitchenProfileInput,
  KitchenWordsInput,
  LanguageParam,
  MealWordsInput,
} from '../../contracts/kitchen-words.schemas'
import { positiveId } from '../../lib/schema-pieces'
import { apiCall } from '../../server/api-call.server'

/** The kitchen's tagline and story in the languages it writes them (decision record 0104). */
export const getKitchenProfile = createServerFn({ method: 'GET' }).handler(async () =>
  apiCall((api, o) => api.shop.kitchen.profile.$get({}, o)),
)

export const saveKitchenProfile = createServerFn({ method: 'POST' })
  .validator(KitchenProfileInput)
  .handler(async ({ data }) => apiCall((api, o) => api.shop.kitchen.profile.$put({ json: data }, o)))

/** Its words in another language, or (`words` null) without them. */
export const saveKitchenTranslation = createServerFn({ method: 'POST' })
  .validator(v.object({ ...LanguageParam.entries, words: v.nullable(KitchenWordsInput) }))
  .handler(async ({ data: { language, words } }) =>
    words
      ? apiCall((api, o) =>
          api.shop.kitchen.profile.translations[':language'].$put({ param: { language }, json: words }, o),
        )
      : apiCall((api, o) =>
          api.shop.kitchen.profile.translations[':language'].$delete({ param: { language } }, o),
        ),
  )

/** A meal's description in another language, or (`words` null) without it. */
export const saveMealTranslation = createServerFn({ method: 'POST' })
  .validator(
    v.object({
      id: positiveId('menu.mealNotFound'),
      ...LanguageParam.entries,
      words: v.nullable(MealWordsInput),
    }),
  )
  .handler(async ({ data: { id, language, words } }) => {
    const param = { id: String(id), language }
    return words
      ? apiCall((api, o) =>
          api.shop.kitchen.meals[':id'].translations[':language'].$put({ param, json: words }, o),
        )
      : apiCall((api, o) => api.shop.kitchen.meals[':id'].translations[':language'].$delete({ param }, o))
  })
