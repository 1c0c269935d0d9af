import { LOCALE_COOKIE_MAX_AGE_S } from '../config/constants'
import { CLIENT_STATE_KEYS } from '../lib/client-state'
import { scriptCookieAttributes } from '../lib/cookie-names'
import { LOCALE_CODES, LOCALE_COOKIE } from './locales'

/** Marks the language menu's links: a click on one is the shopper's choice of language. */
export const LOCALE_CHOICE_ATTRIBUTE = 'data-locale-choice'

/**
 * Keeps the language a shopper picks for SPEC §2's root redirect: a classic script, inline in
 * the head (the root route's InlineScript), that listens on the document for a click on a menu link. It
 * must run before any of the page's modules: the menu's code is lazy (record 0012), and the modules
 * start only after the first paint (decision 0050), so a choice made before then was forgotten
 * at the next visit to '/'. Built from our own constants only, so it is safe inline.
 * Not httpOnly: it is a preference, not a secret.
 */
export const REMEMBER_LOCALE_CHOICE_SCRIPT = [
  "document.addEventListener('click',function(e){",
  `var a=e.target instanceof Element?e.target.closest('a[${LOCALE_CHOICE_ATTRIBUTE}]'):null;`,
  "var c=a&&a.getAttribute('hreflang');",
  `if(c&&${JSON.stringify(LOCALE_CODES)}.indexOf(c)>=0){`,
  `document.cookie=${JSON.stringify(`${LOCALE_COOKIE}=`)}+c+${JSON.stringify(`; ${scriptCookieAttributes(LOCALE_COOKIE_MAX_AGE_S)}`)};`,
  // Kept in local storage too, which outlives the cookie (decision 0096); storage may refuse.
  `try{localStorage.setItem(${JSON.stringify(CLIENT_STATE_KEYS.language)},c)}catch(x){}}`,
  '},true)',
].join('')
