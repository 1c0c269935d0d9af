import { type ContentLanguage, contentLanguageOf } from '../lib/content-languages'
import { LOCALES } from './locales'
import { usePageLocale } from './use-page-locale'

/**
 * The attributes of an element holding a kitchen's own words (decision record 0104): words in
 * another language than the page's are marked with theirs and its direction (WCAG 3.1.2), so a
 * screen reader reads English stories in English on a Swahili page, and an Arabic page keeps
 * them left to right. Words in the page's language, or of unknown language, need nothing.
 */
export function useContentLang(): (language: ContentLanguage | undefined) => {
  lang?: string
  dir?: 'ltr' | 'rtl'
} {
  const page = contentLanguageOf(usePageLocale())
  return (language) => {
    if (!language || language === page) return {}
    return { lang: language, dir: LOCALES.find((l) => l.iso === language)?.dir ?? 'ltr' }
  }
}
