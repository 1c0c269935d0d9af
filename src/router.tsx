import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import { LazyNotFoundPage, LazyRouteErrorPage } from './boot/lazy-error-pages'
import { REFETCH_AFTER_MS } from './config/constants'
import { DEFAULT_LOCALE, type LocaleCode } from './i18n/locales'
import { localizePath, splitLocalePath } from './i18n/routing'
import { hasControlCharacters } from './lib/control-characters'
import { routeTree } from './routeTree.gen'
import { currentNonce } from './server/security-headers.server'

const UNMATCHABLE_PATH = '/-/invalid-search'

function searchIsClean(search: string): boolean {
  try {
    return !hasControlCharacters(decodeURIComponent(search.replace(/\+/g, ' ')))
  } catch {
    return false // a broken percent-escape is no search any page understands
  }
}

/** /api and below: the REST API's routes (src/routes/api/$.ts), which check their own input. */
const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/')

/** The nonce of the response being rendered: Start and React put it on every script they write. */
const renderNonce = createIsomorphicFn()
  .server(() => currentNonce())
  .client(() => undefined)

/** One router and one query cache per request on the server, one per tab in the browser. */
export function getRouter() {
  const queryClient = new QueryClient({
    defaultOptions: {
      // Data loaded on the server stays fresh for SPEC §9's re-fetch threshold, so the
      // browser does not fetch it again on hydration.
      queries: { staleTime: REFETCH_AFTER_MS },
    },
  })
  // The locale lives in the URL prefix, outside the route tree: the input rewrite strips it
  // (remembering it), the output rewrite puts it back, so every link keeps the locale.
  let locale: LocaleCode = DEFAULT_LOCALE
  const router = createRouter({
    routeTree,
    context: { queryClient },
    scrollRestoration: true,
    ssr: { nonce: renderNonce() },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // Every route level shows the app's error page (SPEC §2), not the framework's default.
    defaultErrorComponent: LazyRouteErrorPage,
    defaultNotFoundComponent: LazyNotFoundPage,
    rewrite: {
      input: ({ url }) => {
        const split = splitLocalePath(url.pathname)
        locale = split.locale.code
        // A search carrying a control character (a NUL that Postgres refuses) matches no page:
        // one rule for every route's search params, answered with SPEC §2's 404 page. Not the
        // API's: it refuses them itself with 422 naming the field (record 0010), where a page's
        // 404 answered an API call with a redirect to HTML.
        url.pathname = isApiPath(split.path) || searchIsClean(url.search) ? split.path : UNMATCHABLE_PATH
        return url
      },
      output: ({ url }) => {
        url.pathname = localizePath(url.pathname, locale)
        return url
      },
    },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
  interface StaticDataRouteOption {
    /**
     * The page shows how many of a meal are in the cart: its loader loads the whole cart
     * (`withCartLines`), so the root does not load the header's count beside it.
     */
    cartLines?: boolean
    /**
     * The page is the same for everyone who reads it (decision 0101): rendered without the
     * session or the cart, kept by the page cache for signed-in shoppers too; what is theirs
     * arrives after it (src/routes/-personal-part/PersonalPart.tsx).
     */
    sharedPage?: boolean
    /** The home page: the personal part brings the last orders and the default address too. */
    homeFeed?: boolean
  }
}
