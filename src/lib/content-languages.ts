import { DEFAULT_LOCALE, LOCALES, type LocaleCode, localeOf } from '../i18n/locales'

/**
 * The languages a kitchen may write its own words in (its story, tagline and meal descriptions):
 * the storefront's eight, by their language tag (`sw`, `kam`), which is also what `lang` takes.
 * A kitchen writes in one of them and may add the others (decision record 0104).
 */
export const CONTENT_LANGUAGES = LOCALES.map((l) => l.iso) as [ContentLanguage, ...ContentLanguage[]]
export type ContentLanguage = (typeof LOCALES)[number]['iso']

/** A language by its own name ("Kiswahili", "العربية"), as a speaker looks for it. */
export const languageName = (language: ContentLanguage) =>
  LOCALES.find((l) => l.iso === language)?.name ?? language

/** The content language of a page's locale: `sw-KE` reads `sw`. */
export const contentLanguageOf = (locale: LocaleCode): ContentLanguage => localeOf(locale).iso

/** The storefront's locale of a content language, the other way: `sw` reads `sw-KE`. */
export const localeOfContentLanguage = (language: ContentLanguage): LocaleCode =>
  LOCALES.find((l) => l.iso === language)?.code ?? DEFAULT_LOCALE

/** A provider's words in other languages: `{ sw: { tagline, story } }`. */
export type ProviderTranslations = Partial<Record<ContentLanguage, { tagline: string; story: string }>>
/** An item's description in other languages: `{ sw: { description } }`. */
export type ItemTranslations = Partial<Record<ContentLanguage, { description: string }>>

/**
 * The words in the language asked for when the kitchen gave them, else in its own, and which
 * language they are in: a page marks words in another language than its own (WCAG 3.1.2).
 */
export function inLanguage<T extends object>(
  own: T,
  ownLanguage: ContentLanguage,
  translations: Partial<Record<ContentLanguage, Partial<T>>> | null | undefined,
  asked: ContentLanguage | undefined,
): T & { language: ContentLanguage } {
  if (!asked || asked === ownLanguage) return { ...own, language: ownLanguage }
  const translated = translations?.[asked]
  return translated ? { ...own, ...translated, language: asked } : { ...own, language: ownLanguage }
}
