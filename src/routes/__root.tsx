import { I18nProvider } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { QueryClient } from '@tanstack/react-query'
import {
  createRootRouteWithContext,
  type ErrorComponentProps,
  HeadContent,
  Outlet,
  Scripts,
} from '@tanstack/react-router'
import { type ReactNode, useEffect, useState } from 'react'
import { watchChunkFailures } from '../boot/chunk-reload'
import { KEEP_EARLY_TAPS_SCRIPT } from '../boot/early-taps'
import { HydrateLater } from '../boot/hydrate-later'
import { IntlWarmup } from '../boot/IntlWarmup'
import { LazyPart } from '../boot/LazyPart'
import { lazyComponent, RenderedParts } from '../boot/lazy-component'
import { LazyNotFoundPage, LazyRouteErrorPage } from '../boot/lazy-error-pages'
import { RenderedPartsManifest } from '../boot/RenderedPartsManifest'
import { restoreClientStateScript } from '../boot/restore-client-state'
import { InlineScript } from '../components/InlineScript'
import { SiteHeader } from '../components/layout/SiteHeader'
import { RequestFailureAlerts } from '../components/notifications/RequestFailureAlerts'
import { ToasterHost } from '../components/notifications/ToasterHost'
import { SignOutWhenSessionEnds } from '../components/SignOutWhenSessionEnds'
import { IdlePrefetch } from '../components/status/IdlePrefetch'
import { SkeletonWhileSlow } from '../components/status/PageSkeleton'
import { BRAND_COLOUR } from '../config/constants'
import { FooterAccountLinks } from '../features/accounts/components/FooterAccountLinks'
import { SessionButtons } from '../features/accounts/components/SessionButtons'
import { SignInRedirect } from '../features/accounts/components/SignInRedirect'
import { cartCountQuery } from '../features/cart/cart.queries'
import { CartBar } from '../features/cart/components/CartBar'
import { CartButton } from '../features/cart/components/CartButton'
import { LazyNotificationBell } from '../features/notifications/components/LazyNotificationBell'
import { ServiceButtons } from '../features/site/components/ServiceButtons'
import { servicesQuery } from '../features/site/site.queries'
import { readThemeChoice } from '../features/theme/theme-cookies'
import { ensureCatalogue, loadedCatalogue, loadedEnglishFallbacks } from '../i18n/catalogue-store'
import { englishFallbackMarker } from '../i18n/english-fallback'
import { ERROR_META, NOT_FOUND_META, pageHead } from '../i18n/head'
import { i18nFor } from '../i18n/instance'
import { type LocaleCode, localeOf } from '../i18n/locales'
import { readPublicOrigin } from '../i18n/public-origin'
import { REMEMBER_LOCALE_CHOICE_SCRIPT } from '../i18n/remember-locale'
import { localeOfHref } from '../i18n/routing'
import { registerServiceWorker } from '../lib/register-service-worker'
import { sessionQuery } from '../session/session.queries'
import { inSharedRender, renderAsShared } from '../session/shared-render'
import appCss from '../styles/app.css?url'
import { PersonalPart } from './-personal-part/PersonalPart'
import { FoodTabs, underFoodTabs } from './food/-food-tabs'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // The locale, not an i18n instance: route context is serialised to the browser.
  beforeLoad: ({ location, matches }) => {
    const sharedPage = matches.some((match) => match.staticData.sharedPage === true)
    // Rendered on the server as a visitor's page, whoever asked (decision 0101).
    if (sharedPage) renderAsShared()
    return {
      locale: localeOfHref(location.publicHref).code,
      theme: readThemeChoice(),
      pageLoadsCart: matches.some((match) => match.staticData.cartLines === true),
    }
  },
  // The catalogue does not travel inside the page: the head preloads its versioned JSON file,
  // which the browser keeps across pages (src/i18n/catalogue-store.ts).
  loader: async ({ context }) => {
    // A shared page's server render reads neither the session nor the cart: the personal part
    // brings them after it (PersonalPart, decision 0101).
    const personal = !inSharedRender()
    const [catalogueHref] = await Promise.all([
      ensureCatalogue(localeOf(context.locale)),
      // The header's service buttons need the flags on the first render.
      context.queryClient.ensureQueryData(servicesQuery),
      // Login or the account menu: only the server can read the httpOnly session cookies.
      personal ? context.queryClient.ensureQueryData(sessionQuery) : undefined,
      // The header's Cart count, not the priced lines; a page that shows lines loads the whole
      // cart, whose count CartButton reads instead. A visitor without a cart costs no API call.
      context.pageLoadsCart || !personal ? undefined : context.queryClient.ensureQueryData(cartCountQuery),
    ])
    // Absolute hreflang alternates (head.ts) need the public origin; read once, with the root.
    return { catalogueHref, origin: readPublicOrigin() }
  },
  staleTime: Number.POSITIVE_INFINITY,
  head: ({ loaderData, matches }) => ({
    meta: [
      { charSet: 'utf-8' },
      // User scaling stays enabled (WCAG 1.4.4), unlike SPEC §2's disabled scaling.
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: BRAND_COLOUR },
      // The 404 page the root shows (no route matched, or a loader's notFound()) has the head of
      // /errors/404 (WCAG 2.4.2, SPEC §1's metadata), and a page whose loading failed the head of
      // /errors: no page's own head runs past the root then.
      ...(matches.some((match) => match._notFound || match.status === 'notFound')
        ? pageHead(matches, NOT_FOUND_META).meta
        : matches.some((match) => match.status === 'error')
          ? pageHead(matches, ERROR_META).meta
          : []),
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      // Fetched by src/client.tsx before hydration; preloaded so it loads beside the scripts.
      ...(loaderData
        ? [
            {
              rel: 'preload',
              as: 'fetch',
              href: loaderData.catalogueHref,
              crossOrigin: 'anonymous' as const,
              'data-catalogue': '',
            },
          ]
        : []),
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'manifest', href: '/manifest.webmanifest' },
      { rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
    ],
  }),
  shellComponent: RootDocument,
  component: RootComponent,
  notFoundComponent: LazyNotFoundPage,
  errorComponent: RootErrorPage,
})

// The theme menu is a closed <details> until opened; its code follows the page's (decision 0012).
const ThemePicker = lazyComponent('ThemePicker', () =>
  import('../features/theme/ThemePicker').then((m) => ({ default: m.ThemePicker })),
)

// The navigation bar and the offline banner start hidden, as the server renders them: their code
// (hooks on the router's state and the browser's online events) follows the page's, so it is not
// on any page's critical path (record 0012). Both are there before the shopper can navigate or lose
// the network in any way the page would notice: the service worker has their chunks offline.
const NavigationProgress = lazyComponent('NavigationProgress', () =>
  import('../components/status/NavigationProgress').then((m) => ({ default: m.NavigationProgress })),
)
const ConnectionStatus = lazyComponent('ConnectionStatus', () =>
  import('../components/status/ConnectionStatus').then((m) => ({ default: m.ConnectionStatus })),
)

// The footer is links: they work as HTML until it hydrates, in a task after the rest of the
// page (decision 0051). Its account group stays with the root: inside the lazy part React's
// selective hydration hydrated it late, after the session had moved on (sign-out, sign-in), and
// threw a text mismatch (#418); Preact hydrates it one task later and patches any text.
const SiteFooter = lazyComponent('SiteFooter', () =>
  import('../components/layout/SiteFooter').then((m) => ({ default: m.SiteFooter })),
)

/**
 * The root's own error replaces RootComponent, and with it the I18nProvider: the catalogue is
 * there when the root's loader got that far. Without it the error page's own fallback shows.
 */
function RootErrorPage({ error }: ErrorComponentProps) {
  const { locale } = Route.useRouteContext()
  const messages = loadedCatalogue(locale)
  const page = <LazyRouteErrorPage error={error} />
  return messages ? (
    <I18nProvider
      i18n={i18nFor(locale, messages)}
      defaultComponent={englishFallbackMarker(loadedEnglishFallbacks(locale))}
    >
      {page}
    </I18nProvider>
  ) : (
    page
  )
}

/** The root loader (server) or the client entry (browser) loaded it before anything renders. */
function catalogueOf(locale: LocaleCode) {
  const messages = loadedCatalogue(locale)
  if (!messages) throw new Error(`The ${locale} catalogue is not loaded`)
  return messages
}

function RootComponent() {
  const { locale, theme } = Route.useRouteContext()
  return (
    <I18nProvider
      i18n={i18nFor(locale, catalogueOf(locale))}
      defaultComponent={englishFallbackMarker(loadedEnglishFallbacks(locale))}
    >
      <a className="skip-link" href="#content">
        <Trans>Skip to content</Trans>
      </a>
      <LazyPart>
        <NavigationProgress />
        <ConnectionStatus />
      </LazyPart>
      <SiteHeader
        services={<ServiceButtons />}
        cart={<CartButton />}
        session={<SessionButtons signedIn={<LazyNotificationBell />} />}
        theme={
          <LazyPart hydrateLater>
            <ThemePicker choice={theme} />
          </LazyPart>
        }
      />
      {/* The page's content hydrates in a task after the shell (0051). */}
      <HydrateLater stage="content">
        <div id="content">
          <SkeletonWhileSlow above={(path) => (underFoodTabs(path) ? <FoodTabs /> : null)}>
            <Outlet />
          </SkeletonWhileSlow>
        </div>
      </HydrateLater>
      {/* Between the page and the footer: it rests above the footer's links (CartBar). */}
      <CartBar />
      <LazyPart hydrateLater>
        <SiteFooter accountLinks={<FooterAccountLinks />} />
      </LazyPart>
      <ToasterHost />
      <RequestFailureAlerts />
      <SignOutWhenSessionEnds />
      <SignInRedirect />
      <PersonalPart />
      <IdlePrefetch />
    </I18nProvider>
  )
}

function RootDocument({ children }: { children: ReactNode }) {
  const { locale, theme: renderedTheme } = Route.useRouteContext()
  // In the browser <html> wears the cookies' theme, read at each render: one the head's script
  // put back (decision 0096) stays on from hydration, and the route's context learns it once the
  // page has hydrated (src/boot/restored-theme.ts).
  const theme = import.meta.env.SSR ? renderedTheme : readThemeChoice()
  const { dir } = localeOf(locale)
  // The lazy parts this render used, named at the body's end for the browser (lazyComponent).
  const [renderedParts] = useState(() => new Set<string>())
  useEffect(() => {
    if (import.meta.env.PROD) registerServiceWorker().catch((error: unknown) => console.warn(error))
    return watchChunkFailures()
  }, [])
  return (
    <html lang={locale} dir={dir} data-theme={theme.colour} data-mode={theme.mode} data-radius={theme.radius}>
      <head>
        {/* First in the head: a kept theme is on <html> before anything paints (decision 0096). */}
        <InlineScript code={import.meta.env.SSR ? restoreClientStateScript() : ''} />
        <IntlWarmup locale={locale} />
        <InlineScript code={REMEMBER_LOCALE_CHOICE_SCRIPT} />
        {/* The browser only hydrates this script, which never runs again: its bundle goes without
            the text (Preact leaves a hydrated element's inner HTML as the server wrote it). */}
        <InlineScript code={import.meta.env.SSR ? KEEP_EARLY_TAPS_SCRIPT : ''} />
        <HeadContent />
      </head>
      <RenderedParts.Provider value={renderedParts}>
        <body>
          {children}
          <RenderedPartsManifest />
          <Scripts />
        </body>
      </RenderedParts.Provider>
    </html>
  )
}
