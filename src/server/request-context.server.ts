import { getCookie } from '@tanstack/react-start/server'
import { ACCESS_TOKEN_COOKIE } from '../config/constants'
import type { CallContext } from './call-api.server'

export const STORE_ID_COOKIE = 'hc_store_id'
export const STORE_LOCATION_COOKIE = 'hc_store_location'

/** The call context of the current web request: its httpOnly session and store cookies. */
export function requestCallContext(): CallContext {
  return {
    accessToken: getCookie(ACCESS_TOKEN_COOKIE),
    storeId: getCookie(STORE_ID_COOKIE),
    storeLocation: getCookie(STORE_LOCATION_COOKIE),
  }
}
