import { createIsomorphicFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import { parseThemeCookies, RADIUS_COOKIE, THEME_COOKIE, type ThemeChoice } from '../../lib/themes'

/**
 * One cookie of the page, as the browser sends it. Not cookie-es's parser: it was 1.3 KB of
 * every page's script for two values that parseThemeCookies checks against its own list anyway.
 */
const browserCookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1)

/**
 * The shopper's theme from their cookies: on the server for the first render (no flash of the
 * default theme), in the browser afterwards.
 */
export const readThemeChoice = createIsomorphicFn()
  .server((): ThemeChoice => parseThemeCookies(getCookie(THEME_COOKIE), getCookie(RADIUS_COOKIE)))
  .client((): ThemeChoice => parseThemeCookies(browserCookie(THEME_COOKIE), browserCookie(RADIUS_COOKIE)))
