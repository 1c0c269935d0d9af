import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { BRAND_NAME } from '../config/constants'
import { kitchensQuery } from '../features/catalogue/catalogue.queries'
import { KitchenGrid } from '../features/catalogue/components/KitchenGrid'
import { pageHead } from '../i18n/head'

const HOME_KITCHENS = { page: 1, perPage: 12 }

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(kitchensQuery(HOME_KITCHENS)),
  head: ({ matches }) =>
    pageHead(matches, {
      title: msg`Food | Grocery | Chef | Cookbook | Farm | HomeCooked Meals`,
      description: msg`Home-cooked meals from kitchens near you in Nairobi, delivered.`,
      keywords: msg`home-cooked food, Nairobi, Kenyan food, food delivery, M-Pesa`,
      summary: msg`We cook so you don't have to!`,
    }),
  component: HomePage,
})

function HomePage() {
  const { data } = useSuspenseQuery(kitchensQuery(HOME_KITCHENS))
  const total = data.total
  return (
    <main className="page">
      <section className="hero">
        <h1>{BRAND_NAME}</h1>
        <p>
          <Trans>We cook so you don't have to!</Trans>
        </p>
      </section>
      <p>
        <Link to="/food">
          <Trans>Order food</Trans>
        </Link>
      </p>
      <section aria-labelledby="kitchens-heading">
        <h2 id="kitchens-heading">
          <Trans>Kitchens near you</Trans>
        </h2>
        <p className="card-meta">
          <Trans>{total} kitchens cooking in Nairobi</Trans>
        </p>
        <KitchenGrid kitchens={data.items} />
      </section>
    </main>
  )
}
