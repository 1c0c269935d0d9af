import { Trans } from '@lingui/react/macro'

/**
 * What the shopper last saw, for the offline page: recently viewed kitchens and meals, the cart
 * and the newest orders. Rendered hidden and empty; the service worker's offline page fills and
 * shows each list from the browser database (public/sw.js, decision record 0095), since the app's
 * own code does not run there.
 */
export function RememberedLists() {
  return (
    <>
      <section
        className="remembered"
        data-remembered="recentlyViewed"
        aria-labelledby="remembered-viewed"
        hidden
      >
        <h2 id="remembered-viewed">
          <Trans>Recently viewed</Trans>
        </h2>
        <ul />
      </section>
      <section className="remembered" data-remembered="lastCart" aria-labelledby="remembered-cart" hidden>
        <h2 id="remembered-cart">
          <Trans>Your cart, as you last saw it</Trans>
        </h2>
        <ul />
        <p>
          <Trans>Total with delivery:</Trans> <bdi data-remembered-total="" />
        </p>
      </section>
      <section
        className="remembered"
        data-remembered="recentOrders"
        aria-labelledby="remembered-orders"
        hidden
      >
        <h2 id="remembered-orders">
          <Trans>Your recent orders</Trans>
        </h2>
        <ul />
      </section>
    </>
  )
}
