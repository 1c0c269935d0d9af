import { createHash } from 'node:crypto'
import { loadMessages } from './catalogues'
import type { Locale } from './locales'

type CatalogueJson = { json: string; version: string }

const built = new Map<string, Promise<CatalogueJson>>()

/**
 * A locale's compiled catalogue as the JSON the browser fetches before hydrating, and a version
 * from its content: the URL carries the version, so the browser may keep the file for a year and
 * a new build's catalogue has a new URL. Built once per locale and process.
 */
export function catalogueJson(locale: Locale): Promise<CatalogueJson> {
  let entry = built.get(locale.file)
  if (!entry) {
    entry = loadMessages(locale).then((messages) => {
      const json = JSON.stringify(messages)
      return { json, version: createHash('sha256').update(json).digest('hex').slice(0, 12) }
    })
    built.set(locale.file, entry)
    entry.catch(() => built.delete(locale.file))
  }
  return entry
}
