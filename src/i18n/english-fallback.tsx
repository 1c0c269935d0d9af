import type { TransRenderProps } from '@lingui/react'
import type { ComponentType } from 'react'

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
