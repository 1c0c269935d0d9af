import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../components/ErrorPage'
import { pageHead } from '../../i18n/head'

/** SPEC §2's /errors/404: the 404 error page ("This page could not be found"). */
export const Route = createFileRoute('/errors/404')({
  head: ({ matches }) =>
    pageHead(matches, { title: msg`Page not found`, description: msg`This page could not be found` }),
  component: NotFoundPage,
})
