import { createServerFn } from '@tanstack/react-start'
import { KitchenSettingsInput } from '../../contracts/kitchen-settings.schemas'
import { apiCall } from '../../server/api-call.server'

/** The signed-in kitchen's delivery and order settings (403 for an account without the kitchen role). */
export const getKitchenSettings = createServerFn({ method: 'GET' }).handler(async () =>
  apiCall((api, o) => api.shop.kitchen.settings.$get({}, o)),
)

export const saveKitchenSettings = createServerFn({ method: 'POST' })
  .validator(KitchenSettingsInput)
  .handler(async ({ data }) => apiCall((api, o) => api.shop.kitchen.settings.$put({ json: data }, o)))
