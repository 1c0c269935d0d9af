import type { inProcessApi as nodeInProcessApi } from './in-process-api.server'

/**
 * The Workers build's stand-in for in-process-api.server.ts (decision 0100): a worker owns no
 * database, so it has no API of its own; every call goes to the API tier at API_URL, which the
 * edge entry requires at start. Reaching this is a fault of configuration, said plainly.
 */
export const inProcessApi: typeof nodeInProcessApi = async () => {
  throw new Error('The edge web tier has no API of its own: set API_URL to the API tier (npm run serve:api).')
}
