import { queryOptions } from '@tanstack/react-query'
import { unwrap } from '../../lib/api-errors'
import type { Service } from '../../lib/catalogue-lists'
import { fetchServices } from './site.functions'

/** The switched-on services; they change only with a redeploy, so they never go stale. */
export const servicesQuery = queryOptions({
  queryKey: ['services'],
  queryFn: async (): Promise<Service[]> =>
    unwrap(await fetchServices())
      .services.filter((s) => s.enabled)
      .map((s) => s.name),
  staleTime: Number.POSITIVE_INFINITY,
})
