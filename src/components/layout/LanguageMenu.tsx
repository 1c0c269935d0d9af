import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { LOCALES, type Locale, type LocaleCode, localeOf } from '../../i18n/locales'
import { LOCALE_CHOICE_ATTRIBUTE } from '../../i18n/remember-locale'
import { localizePath } from '../../i18n/routing'
import { HeaderMenu } from './HeaderMenu'

/** A locale's flag, drawn by the stylesheet; decorative: the language's name and code say which. */
const Flag = ({ locale }: { locale: Locale }) => (
  <span className={`flag flag-${locale.flag}`} aria-hidden="true" />
)

/**
 * The language menu: the current flag and code, and the same page in every other language.
 * A full page load switches, so the new catalogue and text direction arrive with the HTML. The
 * head's inline script remembers the choice (REMEMBER_LOCALE_CHOICE_SCRIPT), even before this code has arrived.
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
          <Flag locale={current} /> {current.code}
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
              {...{ [LOCALE_CHOICE_ATTRIBUTE]: '' }}
            >
              <Flag locale={locale} /> {locale.name} <small>{locale.code}</small>
            </a>
          </li>
        ))}
      </ul>
    </HeaderMenu>
  )
}
