import { useContext, useState } from 'react'
import { RenderedParts } from './lazy-component'
import { partPreloadLinks } from './part-preloads'

const RENDERED_PARTS_ID = 'hc-rendered-parts'

/** The part names the page's HTML carries, as the server wrote them. */
export function readRenderedParts(): string[] {
  return document.getElementById(RENDERED_PARTS_ID)?.dataset.parts?.split(' ').filter(Boolean) ?? []
}

/**
 * The lazy parts the server rendered above it, named in a hidden element's attribute, with a
 * module preload of each part's chunks inside: the browser fetches them beside the page's own
 * script instead of after it, and hydrates once they are in (lazyComponent, decision 0046).
 * It comes after the page's body, so every part has rendered by then. The browser renders the
 * server's element again, so hydration finds it as it is.
 */
export function RenderedPartsManifest() {
  const parts = useContext(RenderedParts)
  const [names] = useState(() => (import.meta.env.SSR ? [...(parts ?? [])] : readRenderedParts()))
  const [links] = useState(() => partPreloadLinks(names, RENDERED_PARTS_ID))
  return (
    <div
      hidden
      id={RENDERED_PARTS_ID}
      data-parts={names.join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: module preloads of our own hashed chunk paths ([\w.-] only).
      dangerouslySetInnerHTML={{ __html: links }}
    />
  )
}
