import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { translations } from '../fixtures/po-catalogue'

/**
 * The translators' glossary (locales/glossary.csv, a multilingual CSV Weblate and Crowdin import):
 * one chosen word per key term and language, and the variants that language must no longer use.
 * A catalogue that says a key term another way fails here.
 */
type Row = Record<string, string>

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): Row[] {
  const records: string[][] = [[]]
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i += 1
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      records.at(-1)?.push(field)
      field = ''
    } else if (char === '\n') {
      records.at(-1)?.push(field)
      field = ''
      records.push([])
    } else field += char
  }
  if (field !== '') records.at(-1)?.push(field)
  const [header = [], ...rows] = records.filter((record) => record.length > 1)
  return rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])))
}

const glossary = parseCsv(readFileSync('locales/glossary.csv', 'utf8'))
const LANGUAGES = ['sw', 'fr', 'es', 'pt', 'ar', 'ki', 'kam'] as const

/** A catalogue's translations, lower-cased, without the isolates RTL text wraps values in. */
const comparable = (language: string): string[] =>
  translations(language).map((text) => text.replace(/[\u2066-\u2069]/g, '').toLowerCase())

/** Whether `phrase` stands in `text` as whole words (letters of any script around it end a word). */
const holds = (text: string, phrase: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{M}])${phrase.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{M}])`,
    'u',
  ).test(text)

describe('the translators’ glossary', () => {
  it('names the key terms, each with a word in English and in every full language', () => {
    const terms = glossary.map((row) => row.term)
    for (const term of [
      'kitchen',
      'meal',
      'order (noun)',
      'cart',
      'checkout',
      'delivery',
      'pre-order',
      'portion',
      'verified',
      'M-Pesa prompt',
    ]) {
      expect(terms).toContain(term)
    }
    for (const row of glossary) {
      expect(row.en, row.term).not.toBe('')
      for (const language of ['sw', 'fr', 'es', 'pt', 'ar'])
        expect(row[language], `${row.term} in ${language}`).not.toBe('')
    }
  })

  for (const language of LANGUAGES) {
    it(`${language}: the catalogue uses the chosen words and none of the forbidden variants`, () => {
      const texts = comparable(language)
      for (const row of glossary) {
        const chosen = row[language] ?? ''
        if (chosen) {
          // "se connecter / connexion": one of the forms; "(…)" is guidance for the translator.
          const forms = chosen.split(' / ').map((form) => form.replace(/\s*\(.*\)\s*$/, '').trim())
          expect(
            forms.some((form) => texts.some((text) => holds(text, form))),
            `${language}: "${chosen}" (${row.term}) appears nowhere in the catalogue`,
          ).toBe(true)
        }
        for (const variant of (row[`forbidden_${language}`] ?? '').split('|').filter(Boolean)) {
          const found = texts.find((text) => holds(text, variant))
          expect(found, `${language}: "${variant}" instead of "${chosen}" (${row.term})`).toBeUndefined()
        }
      }
    })
  }
})
