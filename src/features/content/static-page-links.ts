import type { LocaleCode } from '../../i18n/locales'
import { localizePath } from '../../i18n/routing'

/**
 * A page's text links to other pages by their English path (`/pages/help`), the same in every
 * language's file; in a Swahili page such a link leads to the Swahili page (`/sw-KE/pages/help`).
 * Links to other sites, e-mail and phone are left alone.
 */
export function localisedLinks(html: string, locale: LocaleCode): string {
  return html.replace(
    / href="(\/(?!\/)[^"]*)"/g,
    (_, path: string) => ` href="${localizePath(path, locale)}"`,
  )
}
