import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../components/ErrorPage'
import { NOT_FOUND_META, pageHead } from '../../i18n/head'

/** SPEC §2's /errors/404: the 404 error page ("This page could not be found"). */
export const Route = createFileRoute('/errors/404')({
  head: ({ matches }) => pageHead(matches, NOT_FOUND_META),
  component: NotFoundPage,
})
