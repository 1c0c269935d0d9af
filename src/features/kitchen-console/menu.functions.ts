import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { SuggestInput } from '../../contracts/catalogue.schemas'
import {
  MealIdInput,
  PauseInput,
  SaveMealInput,
  SetPortionsInput,
  ShoppingListInput,
} from '../../contracts/menu.schemas'
import { InputRefused } from '../../lib/input-refused'
import { MealOptionsInput } from '../../lib/meal-options'
import { positiveId } from '../../lib/schema-pieces'
import { apiCall } from '../../server/api-call.server'

/** The signed-in kitchen's menu (403 for an account without the kitchen role). */
export const getKitchenMenu = createServerFn({ method: 'GET' }).handler(async () =>
  apiCall((api, o) => api.shop.kitchen.menu.$get({}, o)),
)

/** Adds a meal (no id) or changes one. */
export const saveMeal = createServerFn({ method: 'POST' })
  .validator(SaveMealInput)
  .handler(async ({ data }) =>
    data.id === undefined
      ? apiCall((api, o) => api.shop.kitchen.meals.$post({ json: data.meal }, o))
      : apiCall((api, o) =>
          api.shop.kitchen.meals[':id'].$put({ param: { id: String(data.id) }, json: data.meal }, o),
        ),
  )

export const removeMeal = createServerFn({ method: 'POST' })
  .validator(MealIdInput)
  .handler(async ({ data }) =>
    apiCall((api, o) => api.shop.kitchen.meals[':id'].$delete({ param: { id: String(data.id) } }, o)),
  )

export const setTodaysPortions = createServerFn({ method: 'POST' })
  .validator(SetPortionsInput)
  .handler(async ({ data }) =>
    apiCall((api, o) =>
      api.shop.kitchen.meals[':id']['portions-today'].$put(
        { param: { id: String(data.id) }, json: data.portions },
        o,
      ),
    ),
  )

export const markSoldOut = createServerFn({ method: 'POST' })
  .validator(MealIdInput)
  .handler(async ({ data }) =>
    apiCall((api, o) =>
      api.shop.kitchen.meals[':id']['sold-out'].$post({ param: { id: String(data.id) } }, o),
    ),
  )

export const pauseKitchen = createServerFn({ method: 'POST' })
  .validator(PauseInput)
  .handler(async ({ data }) => apiCall((api, o) => api.shop.kitchen.pause.$put({ json: data }, o)))

export const resumeKitchen = createServerFn({ method: 'POST' }).handler(async () =>
  apiCall((api, o) => api.shop.kitchen.pause.$delete({}, o)),
)

/**
 * Sends a meal's photo as it came (multipart, field `photo`, plus the meal's `id`) to PUT
 * /api/kitchen/meals/{id}/photo; the API reads the type from the bytes and resizes it.
 */
export const uploadMealPhoto = createServerFn({ method: 'POST' })
  .validator((data: unknown) => {
    if (!(data instanceof FormData)) throw new InputRefused({ body: ['input.wrongValue'] })
    return data
  })
  .handler(async ({ data }) => {
    const id = String(data.get('id') ?? '')
    data.delete('id')
    return apiCall((api, o) => {
      // The body's boundary is the form's own: fetch writes the Content-Type.
      const { 'Content-Type': _json, ...headers } = o.headers
      return api.shop.kitchen.meals[':id'].photo.$put(
        { param: { id } },
        { headers, init: { ...o.init, body: data } },
      )
    })
  })

/** Sets every option group of one of the kitchen's meals (what is left out is removed). */
export const saveMealOptions = createServerFn({ method: 'POST' })
  .validator(v.object({ id: positiveId('input.id'), options: MealOptionsInput }))
  .handler(async ({ data }) =>
    apiCall((api, o) =>
      api.shop.kitchen.meals[':id'].options.$put({ param: { id: String(data.id) }, json: data.options }, o),
    ),
  )

/** Sets a recipe's shopping list: the grocery products its "Add the ingredients" puts in a cart. */
export const saveShoppingList = createServerFn({ method: 'POST' })
  .validator(v.object({ id: positiveId('input.id'), list: ShoppingListInput }))
  .handler(async ({ data }) =>
    apiCall((api, o) =>
      api.shop.kitchen.meals[':id']['shopping-list'].$put(
        { param: { id: String(data.id) }, json: data.list },
        o,
      ),
    ),
  )

/** Grocery products whose names match what the creator typed, for a recipe's shopping list. */
export const findGroceryProducts = createServerFn({ method: 'GET' })
  .validator(SuggestInput)
  .handler(async ({ data }) =>
    apiCall(
      (api, o) =>
        api.shop.search.suggestions.$get({ query: { q: data.keyword, service: 'grocery', limit: '8' } }, o),
      { as: 'visitor' },
    ),
  )
