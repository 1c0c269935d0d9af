import { RouterProvider } from '@tanstack/react-router'
import { hydrateStart } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { EARLY_TAP_NOT_GIVEN, replayEarlyTaps, restoreEarlyEdits } from './boot/early-taps'
import { hydrateThenLaterParts } from './boot/hydrate-later'
import { loadRenderedParts } from './boot/lazy-component'
import { managePageFocus } from './boot/page-focus'
import { readRenderedParts } from './boot/RenderedPartsManifest'
import { reReadRestoredTheme } from './boot/restored-theme'
import { notify } from './components/notifications/notify'
import { documentCatalogueHref, fetchCatalogue, rememberCatalogue } from './i18n/catalogue-store'
import { i18nFor } from './i18n/instance'
import { localeByCode } from './i18n/locales'
import './boot/preact-document'

/** Tries to fetch the page's catalogue a few times: a weak signal often answers the second time. */
async function fetchWithRetries(href: string, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetchCatalogue(href)
    } catch (error) {
      if (attempt >= attempts) throw error
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt))
    }
  }
}

/** The error under React's wrapper (a hydration error's cause), or the error itself. */
function causeOf(error: unknown) {
  return error instanceof Error && error.cause !== undefined ? error.cause : error
}

/**
 * Start's default client entry, after one step: the page's messages are not inlined in the HTML
 * (decision 0015), so React hydrates once the catalogue the head preloads has arrived (from the
 * browser's cache after the first page). Without it the server's HTML stays as it is: links
 * and the shell work, and the next page load tries again.
 */
async function hydrate() {
  const locale = localeByCode(document.documentElement.lang)
  if (!locale) throw new Error(`The page's language ${document.documentElement.lang} is not one of ours`)
  const parts = readRenderedParts()
  // The root's parts are known already: their code loads beside the catalogue and the route's.
  const rootParts = loadRenderedParts(parts)
  const catalogue = await fetchWithRetries(documentCatalogueHref())
  rememberCatalogue(locale.code, catalogue)
  // Hydrating only once the router has its matches and every rendered part its code: Preact
  // cannot suspend a hydrating tree at its root, nor a part with more than one node (0046).
  const router = await hydrateStart()
  await Promise.all([rootParts, loadRenderedParts(parts)])
  await hydrateThenLaterParts(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
        // Read by React's hydrateRoot only; Preact (0046) has no recoverable hydration errors to report.
        {
          onRecoverableError: (error) => console.error('Recovered from', error, 'caused by', causeOf(error)),
        },
      )
    }),
  )
  // What was typed or chosen before then goes into the hydrated fields' state, rendered in the
  // microtasks after, before the kept presses send it (decision 0060). Meanwhile taps are kept.
  if (restoreEarlyEdits()) await new Promise((resolve) => setTimeout(resolve, 0))
  // A theme the head's script put back (decision 0096): the route's context learns it now.
  reReadRestoredTheme(router)
  // Marks the document once Preact has taken over the server's HTML, the parts that hydrate
  // later included, and run their effects (tests wait for it).
  document.documentElement.dataset.hydrated = 'true'
  // Only now: every part has its handlers, the ones that hydrate later included. A tap that can
  // no longer be given is said, not dropped in silence (decision 0060).
  if (replayEarlyTaps() > 0)
    notify({ type: 'warning', title: i18nFor(locale.code, catalogue.messages)._(EARLY_TAP_NOT_GIVEN) })
  // From here on, not on the first load: client-side navigations and controls that go move the
  // focus to the page's heading (src/boot/page-focus.ts).
  managePageFocus(router)
}

hydrate().catch((error: unknown) =>
  console.error('The page could not start; it stays as the server sent it.', error),
)
