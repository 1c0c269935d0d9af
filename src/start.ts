import { createMiddleware, createStart } from '@tanstack/react-start'

/**
 * Start's request and function middleware (decision record 0059). Their `.server` parts run on
 * the server only: the browser's build drops them and what they import.
 *
 * Server functions from another site are refused by the app's one rule (record 0027,
 * src/server/cross-site.server.ts), for every method, as Start's default CSRF check did for
 * them; that check compared `Origin` with the address the request came to, which behind a
 * proxy ending TLS is never the page's, so a browser sending Origin without Sec-Fetch-Site
 * (Safari before 16.4) got 403 on every call.
 */
const sameSiteServerFunctions = createMiddleware().server(async ({ request, handlerType, next }) => {
  if (handlerType !== 'serverFn') return next()
  const [{ refuseCrossSite }, { env, publicOrigin }] = await Promise.all([
    import('./server/cross-site.server'),
    import('./config/env'),
  ])
  return refuseCrossSite(request, publicOrigin(env()), { anyMethod: true }) ?? next()
})

/** A server function's input that fails its validator answers 422 with the ids per field, not 500. */
const inputRefusals = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  try {
    return await next()
  } catch (error) {
    const { asInputRefusal } = await import('./server/server-fn-input.server')
    throw asInputRefusal(error)
  }
})

/**
 * Every server function called from a page names the page's locale (its `<html lang>`): the API
 * then answers kitchens' own words in the page's language (decision record 0104), as it did
 * when the server rendered the page (src/server/request-context.server.ts).
 */
const pageLocale = createMiddleware({ type: 'function' }).client(({ next }) =>
  // Called by the server's own render, it has the page's address to read instead.
  typeof document === 'undefined'
    ? next()
    : next({ headers: { 'X-Page-Locale': document.documentElement.lang } }),
)

export const startInstance = createStart(() => ({
  requestMiddleware: [sameSiteServerFunctions],
  functionMiddleware: [pageLocale, inputRefusals],
}))
