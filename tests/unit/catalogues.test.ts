import { describe, expect, it } from 'vitest'
import { LOCALES, UNROUTED_CATALOGUES } from '../../src/i18n/locales'
import { catalogue } from '../fixtures/po-catalogue'

/** The arguments a message uses ({name}, the variable of {n, plural, …}) and its tags (<0>). */
function placeholders(text: string): string[] {
  const found = [...text.matchAll(/<\/?\d+\/?>/g)].map((m) => m[0])
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') {
      if (depth === 0) found.push(`{${/^\{\s*([^,}\s]+)/.exec(text.slice(i))?.[1] ?? ''}}`)
      depth++
    } else if (text[i] === '}') depth--
  }
  return found.sort()
}

/** A message with an explicit id (the error messages, decision 0013) has its English in en.po. */
const englishById = new Map(catalogue('en').map((item) => [item.msgid, item.msgstr[0] ?? '']))
const isExplicitId = (item: { extractedComments: string[] }) =>
  item.extractedComments.includes('js-lingui-explicit-id')
const sourceOf = (item: { msgid: string; extractedComments: string[] }) =>
  isExplicitId(item) ? (englishById.get(item.msgid) ?? '') : item.msgid

const FULL = LOCALES.filter((l) => l.full).map((l) => l.file)

describe('translation catalogues', () => {
  it('exist for every routed locale and for the translators of SPEC §1', () => {
    for (const file of [...LOCALES.map((l) => l.file), ...UNROUTED_CATALOGUES]) {
      expect(() => catalogue(file), `locales/${file}.po`).not.toThrow()
    }
  })

  it.each(FULL)('%s has no empty message', (file) => {
    const empty = catalogue(file)
      .filter((item) => !item.msgstr.some((s) => s.trim() !== ''))
      .map((item) => item.msgid)
    expect(empty).toEqual([])
  })

  it('has the same messages in every catalogue (extracted together)', () => {
    const english = catalogue('en')
      .map((i) => i.msgid)
      .sort()
    for (const file of [...FULL, 'ki', 'kam']) {
      expect(
        catalogue(file)
          .map((i) => i.msgid)
          .sort(),
        `locales/${file}.po`,
      ).toEqual(english)
    }
  })

  it.each([...FULL, 'ki', 'kam'])('%s keeps every placeholder of the English text', (file) => {
    const broken = catalogue(file)
      .filter((item) => item.msgstr[0])
      .filter(
        (item) =>
          JSON.stringify(placeholders(sourceOf(item))) !== JSON.stringify(placeholders(item.msgstr[0] ?? '')),
      )
      .map((item) => `${item.msgid} → ${item.msgstr[0]}`)
    expect(broken).toEqual([])
  })
})
