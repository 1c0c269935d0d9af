import { LOCALE_COOKIE_MAX_AGE_S } from '../config/constants'
import { scriptCookieAttributes } from '../lib/cookie-names'
import { LOCALE_COOKIE, localeByCode } from './locales'

/** Marks the language menu's links: a click on one is the shopper's choice of language. */
export const LOCALE_CHOICE_ATTRIBUTE = 'data-locale-choice'

/**
 * Keeps the language a shopper picks for SPEC §2's root redirect. Listened for on the document
 * by the page's entry, before React starts: the menu's code is lazy (issue 12), and a choice
 * made before it arrived switched the page but was forgotten at the next visit to '/'.
 * Not httpOnly: it is a preference, not a secret.
 */
export function rememberChosenLocale(event: MouseEvent) {
  const link = event.target instanceof Element ? event.target.closest(`a[${LOCALE_CHOICE_ATTRIBUTE}]`) : null
  const code = localeByCode(link?.getAttribute('hreflang') ?? '')?.code
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not on older Android browsers.
  if (code) document.cookie = `${LOCALE_COOKIE}=${code}; ${scriptCookieAttributes(LOCALE_COOKIE_MAX_AGE_S)}`
}
