import { describe, expect, it, vi } from 'vitest'
import { loadMessages } from '../../src/i18n/catalogues'
import { i18nFor } from '../../src/i18n/instance'

describe('loading a catalogue', () => {
  it('gives the compiled messages of the locale', async () => {
    const messages = await loadMessages({ code: 'fr-KE', file: 'fr' })
    const i18n = i18nFor('fr-KE', messages)
    expect(i18n._({ id: 'x', message: 'untranslated' })).toBe('untranslated')
    expect(Object.keys(messages).length).toBeGreaterThan(5)
  })

  it('logs a catalogue that fails to load and falls back to English', async () => {
    // The suite's console.error guard is replaced here: this error is the expected one.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const messages = await loadMessages({ code: 'sw-KE', file: 'missing-catalogue' })
    expect(messages).toEqual(await loadMessages({ code: 'en-KE', file: 'en' }))
    expect(logged).toHaveBeenCalledTimes(1)
    expect(String(logged.mock.calls[0]?.[0])).toContain('sw-KE')
  })

  it('keeps one instance per locale: two locales never share messages', async () => {
    const [sw, fr] = await Promise.all([
      loadMessages({ code: 'sw-KE', file: 'sw' }),
      loadMessages({ code: 'fr-KE', file: 'fr' }),
    ])
    const a = i18nFor('sw-KE', sw)
    const b = i18nFor('fr-KE', fr)
    expect(a).not.toBe(b)
    expect(a.locale).toBe('sw-KE')
    expect(b.locale).toBe('fr-KE')
  })
})
