import type { Messages } from '@lingui/core'
import { type TransRenderProps, useLingui } from '@lingui/react'
import type { ComponentType, ReactNode } from 'react'
import { loadedEnglishFallbacks } from './catalogue-store'
import type { LocaleCode } from './locales'

const markers = new WeakMap<ReadonlySet<string>, ComponentType<TransRenderProps>>()

/**
 * What every `<Trans>` renders through on a page whose catalogue shows some messages in English
 * (WCAG 3.1.2): such a message (its id in `english`) inside `<span lang="en">`, any other as it
 * is, with no element around it. Undefined for a complete catalogue, whose pages render as
 * Lingui does by default. The server and the browser know the same ids before rendering
 * (catalogue-json.server.ts), so hydration meets the same spans.
 */
export function englishFallbackMarker(
  english: ReadonlySet<string> | undefined,
): ComponentType<TransRenderProps> | undefined {
  if (!english || english.size === 0) return undefined
  // One component per set: I18nProvider keeps its context while the component stays the same.
  let marker = markers.get(english)
  if (!marker) {
    marker = ({ id, translation }: TransRenderProps) =>
      english.has(id) ? <span lang="en">{translation}</span> : translation
    markers.set(english, marker)
  }
  return marker
}

const textSets = new WeakMap<ReadonlySet<string>, ReadonlySet<string>>()

/** A compiled message without placeholders as its text: `['Latitude']` reads "Latitude". */
function plainText(compiled: Messages[string] | undefined): string | undefined {
  if (typeof compiled === 'string') return compiled
  if (Array.isArray(compiled) && compiled.every((part) => typeof part === 'string')) return compiled.join('')
  return undefined
}

/** The English texts of a catalogue's untranslated messages that have no placeholder. */
function englishTexts(english: ReadonlySet<string>, messages: Messages): ReadonlySet<string> {
  let texts = textSets.get(english)
  if (!texts) {
    texts = new Set(
      [...english].map((id) => plainText(messages[id])).filter((text): text is string => text !== undefined),
    )
    textSets.set(english, texts)
  }
  return texts
}

/**
 * For text a component receives as a string (a field's label, hint and choices, which
 * `useLingui()._` translated): `'en'` when it is one of the page's catalogue's English
 * fallbacks, for the element's `lang`; undefined otherwise, and always for a complete catalogue.
 */
export function useFallbackLang(): (text: ReactNode) => 'en' | undefined {
  const { i18n } = useLingui()
  const english = loadedEnglishFallbacks(i18n.locale as LocaleCode)
  if (!english || english.size === 0) return () => undefined
  const texts = englishTexts(english, i18n.messages)
  return (text) => (typeof text === 'string' && texts.has(text) ? 'en' : undefined)
}
