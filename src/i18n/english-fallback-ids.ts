// Each catalogue's English-fallback ids, listed at build time (src/i18n/english-fallback-plugin.ts).
// Apart from catalogues.ts: the API tier, which imports that, has no use for them.
const englishFallbacks = import.meta.glob<string[]>('../../locales/*.po', {
  query: '?english-fallback',
  import: 'default',
})

/**
 * The ids of a locale's messages shown in English for want of a translation (none for a complete
 * catalogue). A list that fails to load is logged and left empty: the text still shows, unmarked.
 */
export async function loadEnglishFallbackIds(locale: { file: string }): Promise<readonly string[]> {
  const loader = englishFallbacks[`../../locales/${locale.file}.po`]
  try {
    if (!loader) throw new Error(`No catalogue locales/${locale.file}.po`)
    return await loader()
  } catch (error) {
    console.error(`Could not list the ${locale.file} catalogue's English fallbacks`, error)
    return []
  }
}
