import type { AnyRouter } from '@tanstack/react-router'
import type { ThemeChoice } from '../lib/themes'

/**
 * Once the whole page has hydrated (its theme picker too, as the server rendered it): when the
 * head's script put back a theme the page's first render did not know (its cookie had gone when
 * the server rendered the page), the root reads the cookies again, so the route's context and
 * the theme picker show the theme the page wears. Earlier, the picker would hydrate with the new
 * choice over the server's checked radio, and Preact does not patch attributes while hydrating.
 */
export function reReadRestoredTheme(router: AnyRouter): void {
  const rendered = (router.state.matches[0]?.context as { theme?: ThemeChoice } | undefined)?.theme
  const html = document.documentElement
  if (
    rendered &&
    (html.getAttribute('data-theme') !== rendered.colour ||
      html.getAttribute('data-mode') !== rendered.mode ||
      html.getAttribute('data-radius') !== rendered.radius)
  )
    void router.invalidate()
}
