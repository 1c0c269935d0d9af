import { createFileRoute } from '@tanstack/react-router'
import { ErrorPage } from '../../components/ErrorPage'
import { ERROR_META, pageHead } from '../../i18n/head'

/** SPEC §2's /errors: the error page with its defaults (500, "An error occurred"). */
export const Route = createFileRoute('/errors/')({
  head: ({ matches }) => pageHead(matches, ERROR_META),
  component: () => <ErrorPage />,
})
