import { createServerFn } from '@tanstack/react-start'
import { BusyInput, KitchenHoursInput } from '../../contracts/kitchen-hours.schemas'
import { apiCall } from '../../server/api-call.server'

/** The signed-in kitchen's week of hours, closed days and busy mode (decision record 0112). */
export const getKitchenHours = createServerFn({ method: 'GET' }).handler(async () =>
  apiCall((api, o) => api.shop.kitchen.hours.$get({}, o)),
)

export const saveKitchenHours = createServerFn({ method: 'POST' })
  .validator(KitchenHoursInput)
  .handler(async ({ data }) => apiCall((api, o) => api.shop.kitchen.hours.$put({ json: data }, o)))

export const startBusy = createServerFn({ method: 'POST' })
  .validator(BusyInput)
  .handler(async ({ data }) => apiCall((api, o) => api.shop.kitchen.busy.$put({ json: data }, o)))

export const stopBusy = createServerFn({ method: 'POST' }).handler(async () =>
  apiCall((api, o) => api.shop.kitchen.busy.$delete({}, o)),
)
