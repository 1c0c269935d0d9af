import type { Context } from 'hono'
import { negotiateLocale } from '../../i18n/negotiate'
import { type ContentLanguage, contentLanguageOf } from '../../lib/content-languages'
import type { ApiEnv } from '../env'

/**
 * The language the caller reads (Accept-Language, decision record 0104): a kitchen's own words
 * come in it when the kitchen gave them, else in the language it writes in. Undefined when the
 * header names none of the storefront's languages.
 */
export function askedLanguage(c: Context<ApiEnv>): ContentLanguage | undefined {
  const locale = negotiateLocale(c.req.header('accept-language'))
  return locale ? contentLanguageOf(locale) : undefined
}
