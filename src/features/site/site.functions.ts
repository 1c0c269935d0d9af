import { createServerFn } from '@tanstack/react-start'
import { apiClient } from '../../server/api-client.server'
import { callApi } from '../../server/call-api.server'
import { requestCallContext } from '../../server/request-context.server'

/** Which services are switched on (the header's buttons and the services' routes follow it). */
export const fetchServices = createServerFn({ method: 'GET' }).handler(async () =>
  callApi(await apiClient(), requestCallContext(), (api, options) => api.shop.services.$get({}, options)),
)
