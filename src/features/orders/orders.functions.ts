import { createServerFn } from '@tanstack/react-start'
import { PageInput } from '../../contracts/common.schemas'
import { IdInput } from '../../lib/schema-pieces'
import { apiCall } from '../../server/api-call.server'

export const listOrders = createServerFn({ method: 'GET' })
  .validator(PageInput)
  .handler(async ({ data }) =>
    apiCall((api, o) => api.shop.orders.$get({ query: { page: String(data.page), perPage: '10' } }, o)),
  )

export const getOrder = createServerFn({ method: 'GET' })
  .validator(IdInput)
  .handler(async ({ data }) =>
    apiCall((api, o) => api.shop.orders[':id'].$get({ param: { id: String(data.id) } }, o)),
  )

export const cancelOrder = createServerFn({ method: 'POST' })
  .validator(IdInput)
  .handler(async ({ data }) =>
    apiCall((api, o) => api.shop.orders[':id'].cancel.$post({ param: { id: String(data.id) } }, o)),
  )

export const reorder = createServerFn({ method: 'POST' })
  .validator(IdInput)
  .handler(async ({ data }) =>
    apiCall((api, o) => api.shop.orders[':id'].reorder.$post({ param: { id: String(data.id) } }, o)),
  )
