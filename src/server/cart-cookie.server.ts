import { deleteCookie, getCookie, setCookie } from '@tanstack/react-start/server'
import { CART_COOKIE_MAX_AGE_S } from '../config/constants'
import { cookieName } from '../lib/cookie-names'
import { serverOnlyCookie } from './cookie-options.server'

/** A visitor's cart token: httpOnly like the session, so no script can read or steal it. */
const options = serverOnlyCookie
const CART_COOKIE = cookieName('hc_cart')

export const readCartToken = () => getCookie(CART_COOKIE)

export const writeCartToken = (token: string) =>
  setCookie(CART_COOKIE, token, { ...options(), maxAge: CART_COOKIE_MAX_AGE_S })

export const clearCartToken = () => deleteCookie(CART_COOKIE, options())
