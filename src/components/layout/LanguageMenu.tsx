import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { LOCALE_COOKIE_MAX_AGE_S } from '../../config/constants'
import { LOCALE_COOKIE, LOCALES, type LocaleCode, localeOf } from '../../i18n/locales'
import { localizePath } from '../../i18n/routing'
import { scriptCookieAttributes } from '../../lib/cookie-names'
import { HeaderMenu } from './HeaderMenu'

/** Keeps the choice for SPEC §2's root redirect; not httpOnly: it is a preference, not a secret. */
function rememberLocale(code: LocaleCode) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not on older Android browsers.
  document.cookie = `${LOCALE_COOKIE}=${code}; ${scriptCookieAttributes(LOCALE_COOKIE_MAX_AGE_S)}`
}

/**
 * The language menu: the current flag and code, and the same page in every other language.
 * A full page load switches, so the new catalogue and text direction arrive with the HTML.
 */
export function LanguageMenu() {
  const { t, i18n } = useLingui()
  const current = localeOf(i18n.locale as LocaleCode)
  const { pathname, searchStr } = useLocation()
  return (
    <HeaderMenu
      className="language-menu"
      summary={
        <>
          <span className="visually-hidden">{t`Language: ${current.name}`} </span>
          <span aria-hidden="true">{current.flag}</span> {current.code}
        </>
      }
    >
      <ul className="menu-list">
        {LOCALES.map((locale) => (
          <li key={locale.code}>
            <a
              href={`${localizePath(pathname, locale.code)}${searchStr}`}
              hrefLang={locale.code}
              lang={locale.code}
              aria-current={locale.code === current.code ? 'true' : undefined}
              onClick={() => rememberLocale(locale.code)}
            >
              <span aria-hidden="true">{locale.flag}</span> {locale.name} <small>{locale.code}</small>
            </a>
          </li>
        ))}
      </ul>
    </HeaderMenu>
  )
}
