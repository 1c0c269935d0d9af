import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../../i18n/head'
import { HomeFeed } from '../-home/HomeFeed'
import { loadHome } from '../-home/home-data'

/** The food service's home: the same storefront as `/` while Food is the one service on. */
export const Route = createFileRoute('/food/')({
  staticData: { cartLines: true, sharedPage: true, homeFeed: true },
  loader: ({ context }) => loadHome(context.queryClient),
  head: ({ matches }) =>
    pageHead(matches, {
      // SPEC §1: the food home's own title.
      title: msg`Food | Grocery | Chef | Cookbook | Farm | HomeCooked Meals`,
      description: msg`Order home-cooked Kenyan meals from kitchens near you in Nairobi.`,
      summary: msg`Home cooks and small kitchens near you, delivered.`,
    }),
  component: function FoodHome() {
    const { place } = Route.useLoaderData()
    return <HomeFeed place={place} />
  },
})
