import { I18nProvider } from '@lingui/react'
import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { SiteHeader } from '../components/layout/SiteHeader'
import { NotFound } from '../components/NotFound'
import { BRAND_COLOUR } from '../config/constants'
import { loadMessages } from '../i18n/catalogs'
import { i18nFor } from '../i18n/instance'
import { localeOf } from '../i18n/locales'
import { localeOfHref } from '../i18n/routing'
import appCss from '../styles/app.css?url'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // The locale, not an i18n instance: route context is serialised to the browser.
  beforeLoad: ({ location }) => ({ locale: localeOfHref(location.publicHref).code }),
  // The catalogue travels with the page, so the browser does not fetch it again.
  loader: async ({ context }) => ({ messages: await loadMessages(localeOf(context.locale)) }),
  staleTime: Number.POSITIVE_INFINITY,
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      // User scaling stays enabled (WCAG 1.4.4), unlike SPEC §2's disabled scaling.
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: BRAND_COLOUR },
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  shellComponent: RootDocument,
  component: RootComponent,
  notFoundComponent: NotFound,
})

function RootComponent() {
  const { locale } = Route.useRouteContext()
  const { messages } = Route.useLoaderData()
  return (
    <I18nProvider i18n={i18nFor(locale, messages)}>
      <SiteHeader />
      <Outlet />
    </I18nProvider>
  )
}

function RootDocument({ children }: { children: ReactNode }) {
  const { locale } = Route.useRouteContext()
  const { dir } = localeOf(locale)
  // Marks the document once React has taken over the server's HTML (tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <html lang={locale} dir={dir}>
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}
