import { relative } from 'node:path'
import { getCatalogForFile, getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import type { Plugin } from 'vite'

/** The query that asks for a catalogue's English-fallback ids instead of its messages. */
const QUERY = '?english-fallback'

/**
 * The ids of a catalogue's messages that have no translation of their own there: the compiled
 * catalogue holds English for them (lingui.config.ts's fallbackLocales). Lingui's own reading of
 * the catalogue decides ("missing" in the sense of its `catalog` behaviour), so the ids are the
 * compiled catalogue's keys. Only ids made from the message's text (what `<Trans>`, `msg` and `t`
 * give): ids written in the code (error-messages.ts's codes) are shown as strings, never by a
 * `<Trans>`, and would more than double the list. Sorted, so a build is the same every time.
 */
export async function englishFallbackIds(poFile: string): Promise<string[]> {
  const config = getConfig()
  const found = getCatalogForFile(relative(config.rootDir, poFile), await getCatalogs(config))
  if (!found) throw new Error(`${poFile} is not one of lingui.config.ts's catalogues`)
  const [{ missing }, source] = await Promise.all([
    found.catalog.getTranslations(found.locale, {
      fallbackLocales: config.fallbackLocales,
      sourceLocale: config.sourceLocale,
      missingBehavior: 'catalog',
    }),
    found.catalog.read(config.sourceLocale),
  ])
  // A message whose id was made from its text keeps that text as `message`; an explicit id has none.
  const textual = (id: string) => Boolean(source?.[id]?.message)
  return [...new Set(missing.map((event) => event.id).filter(textual))].sort()
}

/**
 * `locales/<file>.po?english-fallback` is a module whose default export is that catalogue's
 * English-fallback ids (above): the server learns them without reading a file at run time,
 * which a Worker cannot (decision 0100).
 */
export function englishFallbackIdsOfCatalogues(): Plugin {
  return {
    name: 'homecooked:english-fallback-ids',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(`.po${QUERY}`)) return null
      const poFile = id.slice(0, -QUERY.length)
      this.addWatchFile(poFile)
      return { code: `export default ${JSON.stringify(await englishFallbackIds(poFile))}`, moduleType: 'js' }
    },
  }
}
