import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { unknownMiddleware } from '../../lib/route-errors'
import { sessionQuery, setSignedIn } from '../../session/session.queries'
import { signOut } from './sign-out.functions'

type GuardContext = { context: { queryClient: QueryClient }; location: { href: string }; preload?: boolean }

/**
 * SPEC §4 `authenticated`: a visitor is sent to the (localized) login page with the address they
 * wanted, and comes back there after signing in. Returns the account for the route's context.
 */
export async function authenticated({ context, location }: GuardContext) {
  const account = await context.queryClient.ensureQueryData(sessionQuery)
  if (!account) throw redirect({ to: '/auth/login', search: { redirect: location.href } })
  return { account }
}

/**
 * SPEC §4 `unauthenticated`, for the pages only a visitor uses (sign in, register, reset): SPEC §2
 * says entering them signs a signed-in user out, so that is what it does (never on a preload).
 */
async function unauthenticated({ context, preload }: GuardContext) {
  if (preload) return
  const account = await context.queryClient.ensureQueryData(sessionQuery)
  if (account) {
    await signOut({ data: { all: false } })
    setSignedIn(context.queryClient, null)
  }
}

/** SPEC §4's guards by the names routes know them by. */
const MIDDLEWARE = new Map<string, (context: GuardContext) => Promise<void>>([
  // Only the check: a route that needs the account in its context calls `authenticated` itself.
  [
    'authenticated',
    async (context) => {
      await authenticated(context)
    },
  ],
  ['unauthenticated', unauthenticated],
])

/**
 * A guard by name, for a route that names its middleware. A name without a guard is a mistake
 * in the route, and SPEC §8 shows it as 500 "Unknown middleware" plus the name.
 */
export function middleware(name: string): (context: GuardContext) => Promise<void> {
  const guard = MIDDLEWARE.get(name)
  if (!guard) throw unknownMiddleware(name)
  return guard
}
