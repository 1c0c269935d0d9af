/**
 * The client build's chunk groups (vite.config.ts; decision 0048), here so that
 * tests/unit/chunk-groups.test.ts can check every source path they name: a path that no longer
 * names a file (a module renamed or moved) would otherwise drop out of its chunk without a word.
 * Paths are relative to src/, without extension.
 */

// What every page needs before it works (React, the router, the query cache, Start's client and
// Lingui's runtime) ships as one chunk: one request and one gzip stream instead of a dozen
// small ones, which compress worse apart. Libraries only some pages use stay in their chunks.
const FRAMEWORK =
  /[\\/]node_modules[\\/](preact|react|react-dom|scheduler|use-sync-external-store|seroval|seroval-plugins|cookie-es|@lingui[\\/](core|react)|@tanstack[\\/](history|store|react-store|router-core|react-router|query-core|react-query|start-client-core|react-start-client|react-start|router-ssr-query-core|react-router-ssr-query))[\\/]/

/** Modules of src/ named by their paths without extension ('components/Pager'). */
const sourceModules = (paths: readonly string[]) =>
  new RegExp(
    `[\\\\/]src[\\\\/](${paths.map((path) => path.replaceAll('.', '\\.').replaceAll('/', '[\\\\/]')).join('|')})\\.tsx?$`,
  )

// Fewer, larger chunks on every page's critical path (decision 0048). Each file is a
// round trip on HTTP/1.1's six connections: a kitchen's page loaded 28 scripts, most under 1 KiB
// gzip, and Lighthouse's simulated LCP waited for every one.
// Small modules that travel with the framework: the entry imports remember-locale (a group below
// would otherwise take it along with its own), and the others, each under 400 bytes gzip, are
// shared by the forms, the checkout and the order page, where each was one more file to wait for.
const SMALL_SHARED = [
  'i18n/remember-locale',
  'lib/schema-pieces',
  'lib/attempt-key',
  'components/form/FieldHelp',
  // The header's menu sheet (every page's shell) shares it with the lazy header menus: in the
  // shell group, the sheet would put that whole chunk on every page's critical path.
  'components/layout/use-menu-behaviour',
]
// The lazy parts of the header and footer: every page renders all of them but the account menu,
// which a signed-in shopper's every page does (0.5 KiB gzip more for a visitor, one file less).
const SHELL_PARTS = [
  'components/layout/MoreMenu',
  'features/accounts/components/AccountMenu',
  'components/layout/LanguageMenu',
  'components/layout/HeaderMenu',
  'components/layout/SiteFooter',
  'components/status/NavigationProgress',
  'components/status/ConnectionStatus',
  'features/theme/ThemePicker',
]
// What the catalogue's pages (home, the lists, search, a kitchen, a meal) share: cards, prices,
// the add control, filters and pager. A page without one of them loads a few KiB more.
const CATALOGUE = [
  'features/catalogue/catalogue.queries',
  'features/catalogue/components/KitchenGrid',
  'features/catalogue/components/KitchenCard',
  'features/catalogue/components/ListFilters',
  'features/catalogue/components/MealCard',
  'features/catalogue/components/PortionsLeft',
  'features/cart/components/QuantityControl',
  'features/cart/components/MealOrderControl',
  'features/cart/components/PausedAdd',
  'features/favorites/components/FavoriteButton',
  'features/site/components/ServiceTabs',
  'components/Pager',
  'components/format/Kes',
  'lib/meal-labels',
  'lib/slot-format',
]
// What the cart, checkout and order pages share: line totals, the price summary, the address,
// order and payment queries, the phone and payment-method formats (the phone's format, not its
// parser and metadata, which only the checkout form needs), the asked-twice button
// ("Empty cart", "Cancel order").
const ORDERS = [
  'components/ConfirmAction',
  'components/LineTotal',
  'components/PriceSummary',
  'components/format/payment-method-labels',
  'features/addresses/addresses.queries',
  'features/orders/orders.queries',
  'features/payments/payments.queries',
  'features/payments/payments.functions',
  'lib/phone-format',
  'lib/order-lists',
]
// A kitchen's page: its details and its reviews (parts it always renders). The order page's
// review form loads them too, about 2 KiB. The map's placeholder stays out: a lazy part imported
// from inside its own group's chunk is no dynamic import, so the server could not name its chunk.
const KITCHEN_PAGE = [
  'routes/food/kitchens/-kitchen-details',
  'features/reviews/components/KitchenReviews',
  'features/reviews/components/ReviewItem',
  'features/reviews/reviews.queries',
  'features/reviews/reviews.functions',
]

/** Each group's source modules by the group's name, as the chunk groups below name them. */
export const CHUNK_GROUP_SOURCES: Record<string, readonly string[]> = {
  framework: SMALL_SHARED,
  shell: SHELL_PARTS,
  catalogue: CATALOGUE,
  orders: ORDERS,
  'kitchen-page': KITCHEN_PAGE,
}

const smallShared = sourceModules(SMALL_SHARED)

/** rolldown's `codeSplitting.groups` for the client build. */
export const CHUNK_GROUPS = [
  // First, so that the small shared modules above stay here: a group takes its
  // modules' imports along, and the entry would otherwise wait for the shell chunk.
  { name: 'framework', test: (id: string) => FRAMEWORK.test(id) || smallShared.test(id) },
  { name: 'shell', test: sourceModules(SHELL_PARTS) },
  { name: 'catalogue', test: sourceModules(CATALOGUE) },
  { name: 'orders', test: sourceModules(ORDERS) },
  { name: 'kitchen-page', test: sourceModules(KITCHEN_PAGE) },
]
