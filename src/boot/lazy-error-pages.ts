import { lazyRouteComponent } from '@tanstack/react-router'

/**
 * The error pages, out of every page's critical-path script (decision 0012's byte budget): a page
 * that renders fine never needs them. The server renders them as before; the browser loads their
 * code when it first shows one, or earlier with the idle prefetch (`warmErrorPages`), so that an error
 * while offline still finds the code in the service worker's cache.
 */
export const LazyRouteErrorPage = lazyRouteComponent(
  () => import('../components/RouteErrorPage'),
  'RouteErrorPage',
)
export const LazyNotFoundPage = lazyRouteComponent(() => import('../components/ErrorPage'), 'NotFoundPage')

export const warmErrorPages = () =>
  Promise.all([LazyRouteErrorPage.preload?.(), LazyNotFoundPage.preload?.()])
