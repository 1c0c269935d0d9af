import { LOCALE_COOKIE_MAX_AGE_S, THEME_COOKIE_MAX_AGE_S } from '../config/constants'
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALE_COOKIE } from '../i18n/locales'
import { localizePath } from '../i18n/routing'
import { CLIENT_STATE_KEYS } from '../lib/client-state'
import { scriptCookieAttributes } from '../lib/cookie-names'
import { CORNER_RADII, RADIUS_COOKIE, THEME_COLOURS, THEME_COOKIE, THEME_MODES } from '../lib/themes'

/** A pattern that accepts exactly the closed list's values. */
const oneOf = (values: readonly string[]) => `^(?:${values.join('|')})$`

/** Each kept key, the cookie it mirrors, the cookie's attributes, and the values it may hold. */
const MIRRORS: [key: string, cookie: string, attributes: string, pattern: string][] = [
  [
    CLIENT_STATE_KEYS.language,
    LOCALE_COOKIE,
    scriptCookieAttributes(LOCALE_COOKIE_MAX_AGE_S),
    oneOf(LOCALE_CODES),
  ],
  [
    CLIENT_STATE_KEYS.themeColor,
    THEME_COOKIE,
    scriptCookieAttributes(THEME_COOKIE_MAX_AGE_S),
    `^(?:${THEME_MODES.join('|')})\\.(?:${THEME_COLOURS.join('|')})$`,
  ],
  [
    CLIENT_STATE_KEYS.themeRadius,
    RADIUS_COOKIE,
    scriptCookieAttributes(THEME_COOKIE_MAX_AGE_S),
    oneOf(CORNER_RADII),
  ],
]

/** Where the root path of each other language is: a kept language is opened there, as the server would. */
const LANGUAGE_ROOTS = Object.fromEntries(
  LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE).map((code) => [code, localizePath('/', code)]),
)

/**
 * The head's classic script (decision 0096), run before the first paint and before any module:
 * - a preference cookie the page has is kept under its local-storage key (whoever set it);
 * - a cookie that has gone (the theme's lives a day) is put back from its key, and the theme
 *   it held is set on <html> at once, so the page never paints in the default theme first
 *   (in the browser the root renders <html> from the cookies, so hydration keeps it; the
 *   route's context learns it once the page has hydrated: restored-theme.ts);
 * - at the root path a kept language opens its own root, as the server's redirect would have.
 * Only values of the closed lists pass, both ways. Storage refused: nothing happens.
 * Built from our own constants only, so it is safe inline. Called on the server only, so the
 * browser's bundle carries none of it; built once, not on every render.
 */
let script: string | undefined
export function restoreClientStateScript(): string {
  script ??= [
    '(function(){try{',
    'var s=window.localStorage,h=document.documentElement,back={};',
    `var m=${JSON.stringify(MIRRORS)};`,
    "function read(n){var p=('; '+document.cookie).split('; '+n+'=');return p.length>1?p[1].split(';')[0]:''}",
    'for(var i=0;i<m.length;i++){var e=m[i],ok=new RegExp(e[3]),v=read(e[1]),kept=s.getItem(e[0]);',
    'if(v){if(ok.test(v)&&kept!==v)s.setItem(e[0],v)}',
    "else if(kept&&ok.test(kept)){document.cookie=e[1]+'='+kept+'; '+e[2];back[e[0]]=kept}}",
    `var t=back[${JSON.stringify(CLIENT_STATE_KEYS.themeColor)}];`,
    "if(t){h.setAttribute('data-mode',t.split('.')[0]);h.setAttribute('data-theme',t.split('.')[1])}",
    `var r=back[${JSON.stringify(CLIENT_STATE_KEYS.themeRadius)}];if(r)h.setAttribute('data-radius',r);`,
    `var l=back[${JSON.stringify(CLIENT_STATE_KEYS.language)}],roots=${JSON.stringify(LANGUAGE_ROOTS)};`,
    "if(l&&location.pathname==='/'&&roots[l])location.replace(roots[l]+location.search)",
    '}catch(x){}})()',
  ].join('')
  return script
}
