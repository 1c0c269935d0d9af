import { LOCALES, type LocaleCode } from './locales'

/**
 * The best routed locale for an Accept-Language header, or undefined when none fits:
 * preferences are taken by weight, an exact code ("sw-KE") wins, then the language ("sw",
 * "sw-TZ" → sw-KE).
 */
export function negotiateLocale(header: string | null | undefined): LocaleCode | undefined {
  if (!header) return undefined
  const preferences = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const weight = q ? Number(q.slice(2)) : 1
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index }
    })
    .filter((p) => p.tag && p.tag !== '*' && p.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  for (const { tag } of preferences) {
    const exact = LOCALES.find((l) => l.code.toLowerCase() === tag)
    if (exact) return exact.code
    const language = tag.split('-')[0]
    const byLanguage = LOCALES.find((l) => l.iso === language)
    if (byLanguage) return byLanguage.code
  }
  return undefined
}
