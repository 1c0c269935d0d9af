import { createIsomorphicFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import { parseCookie } from 'cookie-es'
import { parseThemeCookies, RADIUS_COOKIE, THEME_COOKIE, type ThemeChoice } from '../../lib/themes'

/**
 * The shopper's theme from their cookies: on the server for the first render (no flash of the
 * default theme), in the browser afterwards.
 */
export const readThemeChoice = createIsomorphicFn()
  .server((): ThemeChoice => parseThemeCookies(getCookie(THEME_COOKIE), getCookie(RADIUS_COOKIE)))
  .client((): ThemeChoice => {
    const cookies = parseCookie(document.cookie)
    return parseThemeCookies(cookies[THEME_COOKIE], cookies[RADIUS_COOKIE])
  })
