import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { BRAND_NAME } from '../config/constants'
import { KitchenCard } from '../features/catalog/components/KitchenCard'
import { kitchensQuery } from '../features/catalog/catalog.queries'
import { headI18n, pageTitle } from '../i18n/head'

const HOME_KITCHENS = { page: 1, perPage: 12 }

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(kitchensQuery(HOME_KITCHENS)),
  head: ({ matches }) => {
    const i18n = headI18n(matches)
    return {
      meta: [
        { title: pageTitle(i18n, msg`Food | Grocery | Chef | Cookbook | Farm | HomeCooked Meals`) },
        { name: 'description', content: i18n._(msg`Home-cooked meals from kitchens near you in Nairobi, delivered.`) },
      ],
    }
  },
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
      <section aria-labelledby="kitchens-heading">
        <h2 id="kitchens-heading">
          <Trans>Kitchens near you</Trans>
        </h2>
        <p className="card-meta">
          <Trans>{total} kitchens cooking in Nairobi</Trans>
        </p>
        <ul className="card-grid">
          {data.items.map((kitchen) => (
            <li key={kitchen.id}>
              <KitchenCard kitchen={kitchen} />
            </li>
          ))}
        </ul>
      </section>
    </main>
  )
}
