import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

// The browser runs Preact's compat layer in React's place (decision 0046): React DOM alone was
// 62 KiB of the 130 KiB budget. The server keeps React 19, so the HTML is React's.
const PREACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
}
/** Resolves React's entry points to Preact's in the client environment only. */
function preactInBrowser(): Plugin {
  return {
    name: 'homecooked:preact-in-browser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      const target = PREACT[source]
      if (!target) return null
      return this.resolve(target, importer, { ...options, skipSelf: true })
    },
  }
}

// Server-only layers (DESIGN, Rules): a browser import of any of these fails the build.
const SERVER_ONLY = [
  '**/src/db/**',
  '**/src/domain/**',
  '**/src/api/**',
  '**/src/server/**',
  '**/src/config/env.ts',
]

// What every page needs before it works (React, the router, the query cache, Start's client and
// Lingui's runtime) ships as one chunk: one request and one gzip stream instead of a dozen
// small ones, which compress worse apart. Libraries only some pages use stay in their chunks.
const FRAMEWORK =
  /[\\/]node_modules[\\/](preact|react|react-dom|scheduler|use-sync-external-store|seroval|seroval-plugins|cookie-es|@lingui[\\/](core|react)|@tanstack[\\/](history|store|react-store|router-core|react-router|query-core|react-query|start-client-core|react-start-client|react-start|router-ssr-query-core|react-router-ssr-query))[\\/]/

/** Modules of src/ named by their paths without extension ('components/Pager'). */
const sourceModules = (paths: string[]) =>
  new RegExp(
    `[\\\\/]src[\\\\/](${paths.map((path) => path.replaceAll('.', '\\.').replaceAll('/', '[\\\\/]')).join('|')})\\.tsx?$`,
  )

// Fewer, larger chunks on every page's critical path (decision 0048). Each file is a
// round trip on HTTP/1.1's six connections: a kitchen's page loaded 28 scripts, most under 1 KiB
// gzip, and Lighthouse's simulated LCP waited for every one.
// Small modules that travel with the framework: the entry imports remember-locale (a group below
// would otherwise take it along with its own), and the others, each under 400 bytes gzip, are
// shared by the forms, the checkout and the order page, where each was one more file to wait for.
const SMALL_SHARED = sourceModules([
  'i18n/remember-locale',
  'lib/schema-pieces',
  'lib/attempt-key',
  'components/form/FieldHelp',
])
// The lazy parts of the header and footer: every page renders all of them but the account menu,
// which a signed-in shopper's every page does (0.5 KiB gzip more for a visitor, one file less).
const SHELL_PARTS = sourceModules([
  'components/layout/MoreMenu',
  'features/accounts/components/AccountMenu',
  'components/layout/LanguageMenu',
  'components/layout/HeaderMenu',
  'components/layout/SiteFooter',
  'components/status/NavigationProgress',
  'components/status/ConnectionStatus',
  'features/theme/ThemePicker',
])
// What the catalogue's pages (home, the lists, search, a kitchen, a meal) share: cards, prices,
// the add control, filters and pager. A page without one of them loads a few KiB more.
const CATALOG = sourceModules([
  'features/catalog/catalog.queries',
  'features/catalog/components/KitchenGrid',
  'features/catalog/components/KitchenCard',
  'features/catalog/components/ListFilters',
  'features/catalog/components/MealCard',
  'features/catalog/components/PortionsLeft',
  'features/cart/components/QuantityControl',
  'features/cart/components/MealOrderControl',
  'features/cart/components/PausedAdd',
  'features/favorites/components/FavoriteButton',
  'features/site/components/ServiceTabs',
  'components/Pager',
  'components/format/Kes',
  'lib/meal-labels',
  'lib/slot-format',
])
// What the cart, checkout and order pages share: line totals, the price summary, the address,
// order and payment queries, the phone and payment-method formats.
const ORDERS = sourceModules([
  'components/LineTotal',
  'components/PriceSummary',
  'components/format/payment-method-labels',
  'features/addresses/addresses.queries',
  'features/orders/orders.queries',
  'features/payments/payments.queries',
  'features/payments/payments.functions',
  'lib/phone',
  'lib/order-lists',
])
// A kitchen's page: its details and its reviews (parts it always renders). The order page's
// review form loads them too, about 2 KiB. The map's placeholder stays out: a lazy part imported
// from inside its own group's chunk is no dynamic import, so the server could not name its chunk.
const KITCHEN_PAGE = sourceModules([
  'routes/food/kitchens/-kitchen-details',
  'features/reviews/components/KitchenReviews',
  'features/reviews/components/ReviewItem',
  'features/reviews/reviews.queries',
  'features/reviews/reviews.functions',
])

export default defineConfig({
  server: { port: 3000 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // First, so that the small shared modules above stay here: a group takes its
                // modules' imports along, and the entry would otherwise wait for the shell chunk.
                { name: 'framework', test: (id) => FRAMEWORK.test(id) || SMALL_SHARED.test(id) },
                { name: 'shell', test: SHELL_PARTS },
                { name: 'catalog', test: CATALOG },
                { name: 'orders', test: ORDERS },
                { name: 'kitchen-page', test: KITCHEN_PAGE },
              ],
            },
          },
        },
      },
    },
  },
  resolve: { tsconfigPaths: true },
  plugins: [
    preactInBrowser(),
    tanstackStart({
      importProtection: { behavior: 'error', client: { files: SERVER_ONLY } },
      // Server functions are checked by the app's own cross-site rule in src/start.ts (records
      // 0027 and 0059), not Start's default CSRF middleware, which the warning asks for.
      serverFns: { disableCsrfMiddlewareWarning: true },
      // A route's loader travels with its component, not in the entry: every page's critical
      // path then carries its own loader only, not every route's loaders and what they import
      // (queries, server-function stubs, schemas). Decision 0012.
      router: {
        codeSplittingOptions: {
          defaultBehavior: [
            ['loader', 'component'],
            ['pendingComponent'],
            ['errorComponent'],
            ['notFoundComponent'],
          ],
        },
      },
    }),
    viteReact(),
    // Lingui macros compile through Babel; lingui() compiles .po catalogues on import.
    babel({ presets: [linguiTransformerBabelPreset()] }),
    // A message missing from the English catalogue (not extracted) fails the build.
    lingui({ failOnMissing: true }),
  ],
})
