import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../i18n/head'
import { HomeFeed } from './-home/HomeFeed'
import { loadHome } from './-home/home-data'

export const Route = createFileRoute('/')({
  // Its meal rails show the cart's steppers: the personal part brings the priced cart, the last
  // orders and the default address; the HTML is everyone's (decision 0101).
  staticData: { cartLines: true, sharedPage: true, homeFeed: true },
  loader: ({ context }) => loadHome(context.queryClient),
  head: ({ matches }) =>
    pageHead(matches, {
      title: msg`Food | Grocery | Chef | Cookbook | Farm | HomeCooked Meals`,
      description: msg`Home-cooked meals from kitchens near you in Nairobi, delivered.`,
      summary: msg`We cook so you don't have to!`,
    }),
  component: function Home() {
    const { place } = Route.useLoaderData()
    return <HomeFeed place={place} />
  },
})
