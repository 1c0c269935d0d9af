import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { kitchensQuery } from '../../features/catalogue/catalogue.queries'
import { KitchenGrid } from '../../features/catalogue/components/KitchenGrid'
import { HowItWorks } from '../../features/site/components/HowItWorks'
import { pageHead } from '../../i18n/head'

const FEATURED = { page: 1, perPage: 6 }

export const Route = createFileRoute('/food/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(kitchensQuery(FEATURED)),
  head: ({ matches }) =>
    pageHead(matches, {
      // SPEC §1: the food home's own title.
      title: msg`Food | Grocery | Chef | Cookbook | Farm | HomeCooked Meals`,
      description: msg`Order home-cooked Kenyan meals from kitchens near you in Nairobi.`,
      keywords: msg`home-cooked food, Nairobi, Kenyan food, food delivery, M-Pesa`,
      summary: msg`Home cooks and small kitchens near you, delivered.`,
    }),
  component: FoodHome,
})

function FoodHome() {
  const { data } = useSuspenseQuery(kitchensQuery(FEATURED))
  return (
    <main className="page">
      <h1>
        <Trans>Home-cooked food near you</Trans>
      </h1>
      <HowItWorks service="food" />
      <section aria-labelledby="featured-heading">
        <h2 id="featured-heading">
          <Trans>Featured kitchens</Trans>
        </h2>
        <KitchenGrid kitchens={data.items} />
        <p>
          <Link to="/food/kitchens">
            <Trans>See all kitchens</Trans>
          </Link>
        </p>
      </section>
    </main>
  )
}
