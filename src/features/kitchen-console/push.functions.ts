import { createServerFn } from '@tanstack/react-start'
import { PushEndpointInput, PushSubscriptionInput } from '../../contracts/kitchen-push.schemas'
import { apiCall } from '../../server/api-call.server'

/** Web Push for the kitchen's board (decision record 0114): the key, and how many browsers get it. */
export const getKitchenPush = createServerFn({ method: 'GET' }).handler(async () =>
  apiCall((api, o) => api.shop.kitchen.push.$get({}, o)),
)

/** This browser gets new orders by push, in the board's language. */
export const subscribeKitchenPush = createServerFn({ method: 'POST' })
  .validator(PushSubscriptionInput)
  .handler(async ({ data }) =>
    apiCall((api, o) => api.shop.kitchen.push.subscription.$put({ json: data }, o)),
  )

export const unsubscribeKitchenPush = createServerFn({ method: 'POST' })
  .validator(PushEndpointInput)
  .handler(async ({ data }) =>
    apiCall((api, o) => api.shop.kitchen.push.subscription.$delete({ json: data }, o)),
  )
