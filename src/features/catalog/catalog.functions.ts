import { createServerFn } from '@tanstack/react-start'
import { apiClient } from '../../server/api-client.server'
import { callApi } from '../../server/call-api.server'
import { requestCallContext } from '../../server/request-context.server'
import { IdInput, PageInput } from './catalog.schemas'

/** Typed RPC for the web: each goes through the API client, never to the database. */

export const fetchKitchens = createServerFn({ method: 'GET' })
  .validator(PageInput)
  .handler(async ({ data }) =>
    callApi(await apiClient(), requestCallContext(), (api, options) =>
      api.shop.kitchens.$get({ query: { page: String(data.page), perPage: String(data.perPage) } }, options),
    ),
  )

export const fetchKitchen = createServerFn({ method: 'GET' })
  .validator(IdInput)
  .handler(async ({ data }) =>
    callApi(await apiClient(), requestCallContext(), (api, options) =>
      api.shop.kitchens[':id'].$get({ param: { id: String(data.id) } }, options),
    ),
  )

export const fetchMeals = createServerFn({ method: 'GET' })
  .validator(PageInput)
  .handler(async ({ data }) =>
    callApi(await apiClient(), requestCallContext(), (api, options) =>
      api.shop.meals.$get({ query: { page: String(data.page), perPage: String(data.perPage) } }, options),
    ),
  )
