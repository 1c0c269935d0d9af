import type { Service } from '../../lib/catalogue-lists'
import { ApiError } from '../errors'

/** The service a request asks for, or 404 `service.off` while the SERVICES setting leaves it off. */
export function switchedOn<S extends Service>(c: { var: { services: readonly Service[] } }, service: S): S {
  if (!c.var.services.includes(service)) throw new ApiError(404, 'service.off')
  return service
}
