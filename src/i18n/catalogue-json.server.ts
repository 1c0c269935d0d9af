import { createHash } from 'node:crypto'
import { loadMessages } from './catalogues'
import { loadEnglishFallbackIds } from './english-fallback-ids'
import type { Locale } from './locales'

type CatalogueJson = { json: string; version: string }

const built = new Map<string, Promise<CatalogueJson>>()

/**
 * A locale's compiled catalogue as the JSON the browser fetches before hydrating, and a version
 * from its content: the URL carries the version, so the browser may keep the file for a year and
 * a new build's catalogue has a new URL. Built once per locale and process.
 *
 * A complete catalogue is its message table. One with messages shown in English (Kikuyu, Kamba)
 * is `[messages, englishIds]`: the browser marks those messages as English as the server did
 * (src/i18n/english-fallback.tsx), so hydration finds the same elements.
 */
export function catalogueJson(locale: Locale): Promise<CatalogueJson> {
  let entry = built.get(locale.file)
  if (!entry) {
    entry = Promise.all([loadMessages(locale), loadEnglishFallbackIds(locale)]).then(
      ([messages, english]) => {
        const json = JSON.stringify(english.length > 0 ? [messages, english] : messages)
        return { json, version: createHash('sha256').update(json).digest('hex').slice(0, 12) }
      },
    )
    built.set(locale.file, entry)
    entry.catch(() => built.delete(locale.file))
  }
  return entry
}
