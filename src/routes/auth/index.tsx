import { createFileRoute, redirect } from '@tanstack/react-router'

/** /auth itself has no page of its own: it is the way in, so it shows sign-in. */
export const Route = createFileRoute('/auth/')({
  beforeLoad: () => {
    throw redirect({ to: '/auth/login', replace: true })
  },
})
