import { createServerFn } from '@tanstack/react-start'
import { apiCall } from '../../server/api-call.server'

/** Which services are switched on (the header's buttons and the services' routes follow it). */
export const fetchServices = createServerFn({ method: 'GET' }).handler(async () =>
  apiCall((api, options) => api.shop.services.$get({}, options), { as: 'visitor' }),
)
