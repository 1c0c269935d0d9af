import type { AnyRouter } from '@tanstack/react-router'
import { warmErrorPages } from '../../boot/lazy-error-pages'
import { splitLocalePath } from '../../i18n/routing'

/** At most this many routes per page: enough for the next tap, not a page's worth of data. */
const MAX_PREFETCH = 8
const NEVER = /^\/(api|oauth|dev)(\/|$)/

/** Resolves in a task of its own, after whatever input the browser has waiting. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Whether the shopper can see the link at all. A closed <details> menu's content is skipped
 * content in Chromium, yet asking for one of its links' boxes lays it out and answers a real
 * box: the header's closed menu counted as five links in view on every page, so the static
 * pages were prefetched, and the hidden menu laid out, on every load.
 * checkVisibility() knows skipped content; the closed-menu test covers browsers without it,
 * and comes before any layout is asked for.
 */
function isShown(link: HTMLAnchorElement): boolean {
  if (link.closest('details:not([open])')) return false
  return typeof link.checkVisibility !== 'function' || link.checkVisibility()
}

/**
 * Loads the code and data of the links in view (SPEC §2), then marks the page as prefetched.
 * Its own chunk, fetched only once the browser is idle on a connection that allows it. Each
 * link's preload starts in a task of its own: started together, the routes' matching, loaders
 * and query work made one long task that a tap right after the page loaded waited behind
 * (about 120 ms at Lighthouse's 4× CPU slowdown on a kitchen list).
 */
export async function prefetchLinksInView(router: AnyRouter, href: string) {
  // The browser may have gone offline while it waited to be idle.
  if (!navigator.onLine) return
  const targets = new Set<string>()
  for (const link of document.querySelectorAll<HTMLAnchorElement>(
    'a[href^="/"]:not([hreflang]):not([download])',
  )) {
    if (targets.size >= MAX_PREFETCH) break
    const target = link.getAttribute('href') ?? ''
    if (NEVER.test(target) || target === window.location.pathname || !isShown(link)) continue
    const box = link.getBoundingClientRect()
    if (box.bottom > 0 && box.top < window.innerHeight && box.width > 0) targets.add(target)
  }
  // The error pages' code too, so that an error while offline later still finds it cached.
  const preloads: Promise<unknown>[] = [warmErrorPages()]
  for (const target of targets) {
    await nextTask()
    preloads.push(
      router.preloadRoute({ to: splitLocalePath(new URL(target, window.location.origin).pathname).path }),
    )
  }
  // A failed preload is retried by the real navigation; nothing to tell the shopper. The
  // mark says this page's prefetching is over (tests wait for it before cutting the network).
  await Promise.allSettled(preloads)
  document.documentElement.dataset.prefetched = href
}
