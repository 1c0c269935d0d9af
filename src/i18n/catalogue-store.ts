import type { Messages } from '@lingui/core'
import { createIsomorphicFn } from '@tanstack/react-start'
import { catalogueJson } from './catalogue-json.server'
import { loadMessages } from './catalogues'
import { loadEnglishFallbackIds } from './english-fallback-ids'
import type { Locale, LocaleCode } from './locales'

/**
 * The catalogues this process (server) or page (browser) has loaded, by locale. The catalogue no
 * longer travels inside every page's HTML (record 0015: ~37 KB of script per response): the server
 * renders from its own copy, and the browser fetches the same messages once as a versioned JSON
 * file it caches (see `src/client.tsx` and the `/i18n/$version/$file` route).
 */
const loaded = new Map<LocaleCode, Messages>()
const englishFallbacks = new Map<LocaleCode, ReadonlySet<string>>()

/** A locale's messages, and the ids of those shown in English for want of a translation. */
export type Catalogue = { messages: Messages; english: readonly string[] }

export const loadedCatalogue = (code: LocaleCode): Messages | undefined => loaded.get(code)

/** The ids of the locale's messages shown in English (empty for a complete catalogue). */
export const loadedEnglishFallbacks = (code: LocaleCode): ReadonlySet<string> | undefined =>
  englishFallbacks.get(code)

export function rememberCatalogue(code: LocaleCode, { messages, english }: Catalogue): void {
  // The server remembers the same catalogue on every request: the set stays the one it made first.
  if (loaded.get(code) === messages && englishFallbacks.has(code)) return
  loaded.set(code, messages)
  englishFallbacks.set(code, new Set(english))
}

/** Where the browser fetches a locale's catalogue: versioned by content, cached for a year. */
const catalogueHref = (file: string, version: string) => `/i18n/${version}/${file}.json`

/**
 * Fetches a catalogue the browser does not have yet (a failed answer is an error, not an empty
 * catalogue): a message table, or `[messages, englishIds]` where some messages are English
 * (catalogue-json.server.ts).
 */
export async function fetchCatalogue(href: string): Promise<Catalogue> {
  const response = await fetch(href)
  if (!response.ok) throw new Error(`The catalogue ${href} answered ${response.status}`)
  const body: unknown = await response.json()
  const [messages, english]: unknown[] = Array.isArray(body) ? body : [body, []]
  if (!isMessages(messages) || !isIdList(english))
    throw new Error(`The catalogue ${href} is not a message table`)
  return { messages, english }
}

const isMessages = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string')

/**
 * Makes the locale's catalogue available to `loadedCatalogue` and answers the URL the browser
 * loads it from. Server: the compiled catalogue (and its version). Browser: the catalogue was
 * fetched before hydration; a later loader run for another locale fetches that one.
 */
export const ensureCatalogue = createIsomorphicFn()
  .server(async (locale: Locale): Promise<string> => {
    const [messages, english, { version }] = await Promise.all([
      loadMessages(locale),
      loadEnglishFallbackIds(locale),
      catalogueJson(locale),
    ])
    rememberCatalogue(locale.code, { messages, english })
    return catalogueHref(locale.file, version)
  })
  .client(async (locale: Locale): Promise<string> => {
    const href = documentCatalogueHref()
    // A document has one locale (language links load a new document); its catalogue came first.
    if (!loaded.has(locale.code)) {
      if (locale.code !== document.documentElement.lang)
        throw new Error(`No catalogue for ${locale.code} here`)
      rememberCatalogue(locale.code, await fetchCatalogue(href))
    }
    return href
  })

/** The catalogue the server named in the page's head (a preload, so it is already on its way). */
export const documentCatalogueHref = () =>
  document.querySelector('link[rel="preload"][data-catalogue]')?.getAttribute('href') ?? ''
