import { cookieName } from '../lib/cookie-names'
/**
 * The flag a locale shows is its country's, not its language's: every routed locale is Kenyan
 * (-KE), so each shows Kenya's flag (Arabic in Kenya too, not the Emirates'), and the language
 * menu tells the languages apart by their names and codes. `flag` names a drawn flag
 * (src/styles/parts/header.css): emoji flags were empty boxes on phones without an emoji font.
 *
 * The locale table of SPEC §1–2, read by lingui.config.ts, the router's URL rewrite and
 * `<html lang dir>`. English is the default and has no URL prefix; every other routed locale
 * is addressed by its code (/sw-KE/food).
 */
export const LOCALES = [
  {
    country: 'ke',
    code: 'en-KE',
    slug: 'en',
    iso: 'en',
    name: 'English',
    file: 'en',
    dir: 'ltr',
    flag: 'ke',
    full: true,
  },
  {
    country: 'ke',
    code: 'sw-KE',
    slug: 'sw',
    iso: 'sw',
    name: 'Kiswahili',
    file: 'sw',
    dir: 'ltr',
    flag: 'ke',
    full: true,
  },
  {
    country: 'ke',
    code: 'fr-KE',
    slug: 'fr',
    iso: 'fr',
    name: 'Français',
    file: 'fr',
    dir: 'ltr',
    flag: 'ke',
    full: true,
  },
  {
    country: 'ke',
    code: 'es-KE',
    slug: 'es',
    iso: 'es',
    name: 'Español',
    file: 'es',
    dir: 'ltr',
    flag: 'ke',
    full: true,
  },
  {
    country: 'ke',
    code: 'pt-KE',
    slug: 'pt',
    iso: 'pt',
    name: 'Português',
    file: 'pt',
    dir: 'ltr',
    flag: 'ke',
    full: true,
  },
  {
    country: 'ke',
    code: 'ar-KE',
    slug: 'ar',
    iso: 'ar',
    name: 'العربية',
    file: 'ar',
    dir: 'rtl',
    flag: 'ke',
    full: true,
  },
  {
    country: 'ke',
    code: 'ki-KE',
    slug: 'ki',
    iso: 'ki',
    name: 'Gĩkũyũ',
    file: 'ki',
    dir: 'ltr',
    flag: 'ke',
    full: false,
  },
  {
    country: 'ke',
    code: 'kam-KE',
    slug: 'kam',
    iso: 'kam',
    name: 'Kĩkamba',
    file: 'kam',
    dir: 'ltr',
    flag: 'ke',
    full: false,
  },
] as const

export type Locale = (typeof LOCALES)[number]
export type LocaleCode = Locale['code']

export const DEFAULT_LOCALE: LocaleCode = 'en-KE'
/** The cookie that keeps a visitor's chosen locale (SPEC §2), 365 days. */
export const LOCALE_COOKIE = cookieName('hc_locale')
export const LOCALE_CODES = LOCALES.map((l) => l.code) as LocaleCode[]

/** Catalogues that exist for translators but are not routed yet (SPEC §1). */
export const UNROUTED_CATALOGUES = [
  'af',
  'ak',
  'bas',
  'de',
  'ewe',
  'ff',
  'ig',
  'ln',
  'lu',
  'nl',
  'rw',
  'sn',
  'tn',
  'tw',
  'xh',
  'yo',
  'zu',
] as const

export function localeByCode(code: string | undefined): Locale | undefined {
  return LOCALES.find((l) => l.code.toLowerCase() === code?.toLowerCase())
}

export function localeOf(code: LocaleCode): Locale {
  return LOCALES.find((l) => l.code === code) ?? LOCALES[0]
}
