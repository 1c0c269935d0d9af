import { createFileRoute } from '@tanstack/react-router'

/**
 * Google sends the browser back here: the state must match this browser's cookie, then the
 * API trades the code (with the PKCE verifier) for a session, which goes into the cookies.
 */
export const Route = createFileRoute('/oauth/google/callback')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const [{ takeGoogleVerifier, googleRedirectUri }, { apiCall, authData }, { writeSessionCookies }] =
          await Promise.all([
            import('../../../server/google-oauth.server'),
            import('../../../server/api-call.server'),
            import('../../../server/session-cookies.server'),
          ])
        const url = new URL(request.url)
        const code = url.searchParams.get('code')
        const codeVerifier = takeGoogleVerifier(url.searchParams.get('state'))
        const back = (path: string) => new Response(null, { status: 302, headers: { Location: path } })
        if (!code || !codeVerifier) return back('/auth/login?social=failed')
        const result = await apiCall(
          (api, o) =>
            api.auth.account[':provider'].callback.$get(
              {
                param: { provider: 'google' },
                query: { code, codeVerifier, redirectUri: googleRedirectUri() },
              },
              o,
            ),
          { as: 'visitor', unwrapData: authData },
        )
        if (result.errors !== null) return back('/auth/login?social=failed')
        writeSessionCookies(result.data)
        return back('/')
      },
    },
  },
})
