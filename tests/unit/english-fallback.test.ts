import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { formatter } from '@lingui/format-po'
import { I18nProvider, Trans } from '@lingui/react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { loadMessages } from '../../src/i18n/catalogues'
import { englishFallbackMarker } from '../../src/i18n/english-fallback'
import { englishFallbackIds } from '../../src/i18n/english-fallback-plugin'
import { i18nFor } from '../../src/i18n/instance'
import { localeOf } from '../../src/i18n/locales'

/**
 * Messages a catalogue shows in English for want of a translation are marked lang="en" (WCAG
 * 3.1.2): the ids come from the real catalogues, and a `<Trans>` renders through the marker.
 */
const idsOf = (file: string) => englishFallbackIds(resolve('locales', `${file}.po`))

/** A message's id, as the English catalogue gives it to its text. */
const englishCatalogue = await formatter().parse(readFileSync('locales/en.po', 'utf8'), {
  locale: 'en',
  sourceLocale: 'en',
  filename: 'locales/en.po',
})
function generateMessageId(text: string): string {
  const id = Object.entries(englishCatalogue).find(([, entry]) => entry.message === text)?.[0]
  if (!id) throw new Error(`No message "${text}" in locales/en.po`)
  return id
}

// Kikuyu's join form has a hint it does not translate yet; its heading is translated.
const UNTRANSLATED = generateMessageId('Decimal degrees, such as -1.2921')
const TRANSLATED = generateMessageId('Cook with HomeCooked')

describe('the ids a catalogue shows in English', () => {
  it.each(['ki', 'kam'])(
    '%s: the kitchen board and the join form’s hints, not the shopper’s pages',
    async (file) => {
      const ids = await idsOf(file)
      expect(ids.length).toBeGreaterThan(100)
      expect(ids).toContain(generateMessageId('Kitchen board'))
      expect(ids).toContain(UNTRANSLATED)
      expect(ids).not.toContain(TRANSLATED)
      expect(ids).not.toContain(generateMessageId('Skip to content'))
      // Ids the code writes (error-messages.ts's codes) are never a <Trans>'s: left out.
      expect(ids.every((id) => /^[\w-]{6}$/.test(id))).toBe(true)
    },
  )

  it.each(['en', 'sw', 'fr', 'es', 'pt', 'ar'])('%s: none', async (file) => {
    expect(await idsOf(file)).toEqual([])
  })
})

describe('a <Trans> on a Kikuyu page', () => {
  const render = async (id: string) => {
    const ki = localeOf('ki-KE')
    const english = new Set(await idsOf(ki.file))
    const i18n = i18nFor(ki.code, await loadMessages(ki))
    return renderToStaticMarkup(
      createElement(
        I18nProvider,
        { i18n, defaultComponent: englishFallbackMarker(english) },
        createElement(Trans, { id }),
      ),
    )
  }

  it('sits in an element marked English when its text is the English fallback', async () => {
    expect(await render(UNTRANSLATED)).toBe('<span lang="en">Decimal degrees, such as -1.2921</span>')
  })

  it('renders its translation alone, as before, when it has one', async () => {
    const html = await render(TRANSLATED)
    expect(html).not.toContain('<')
    expect(html).not.toBe('Cook with HomeCooked')
  })

  it('costs a complete catalogue nothing: no marker at all', () => {
    expect(englishFallbackMarker(new Set())).toBeUndefined()
    expect(englishFallbackMarker(undefined)).toBeUndefined()
  })
})
