import type { Messages } from '@lingui/core'
import { DEFAULT_LOCALE, type LocaleCode, localeOf } from './locales'

// One lazily loaded chunk per catalogue: the browser only ever loads the active language's.
const catalogues = import.meta.glob<{ messages: Messages }>('../../locales/*.po')

async function load(file: string): Promise<Messages> {
  const loader = catalogues[`../../locales/${file}.po`]
  if (!loader) throw new Error(`No catalogue locales/${file}.po`)
  return (await loader()).messages
}

/**
 * The compiled messages of a locale. A catalogue that fails to load is logged and the default
 * locale's is used instead (SPEC §8), so a page is never left without text.
 */
export async function loadMessages(locale: { code: LocaleCode; file: string }): Promise<Messages> {
  try {
    return await load(locale.file)
  } catch (error) {
    if (locale.code === DEFAULT_LOCALE) throw error
    console.error(`Could not load the ${locale.code} catalogue; falling back to ${DEFAULT_LOCALE}`, error)
    return load(localeOf(DEFAULT_LOCALE).file)
  }
}
