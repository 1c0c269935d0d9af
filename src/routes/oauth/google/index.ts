import { createFileRoute } from '@tanstack/react-router'

/** Starts Google sign-in (404 where it is not configured). */
export const Route = createFileRoute('/oauth/google/')({
  server: {
    handlers: {
      GET: async () => {
        const { googleAuthorizationUrl } = await import('../../../server/google-oauth.server')
        const url = googleAuthorizationUrl()
        if (!url) return new Response('Google sign-in is not offered here', { status: 404 })
        return new Response(null, { status: 302, headers: { Location: url.toString() } })
      },
    },
  },
})
