import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { sessionForAccessToken } from '../../domain/accounts/sessions'
import type { ApiEnv, SignedInEnv } from '../env'
import { ApiError } from '../errors'

const bearerToken = <E extends ApiEnv>(c: Context<E>) =>
  /^Bearer ([\w-]{20,100})$/.exec(c.req.header('authorization') ?? '')?.[1]

/**
 * The session behind the request's Bearer token, if it is live. The GET calls of one page the
 * web renders share one read per token (pageSessionReads): its root loader alone asked twice.
 */
export async function optionalSession<E extends ApiEnv>(c: Context<E>) {
  const token = bearerToken(c)
  if (!token) return undefined
  const shared = c.req.method === 'GET' ? c.env?.pageSessionReads : undefined
  if (!shared) return sessionForAccessToken(c.var.db, token)
  let read = shared.get(token)
  if (!read) {
    read = sessionForAccessToken(c.var.db, token)
    shared.set(token, read)
  }
  return read
}

/** Lets a request through only with a live access token; sets `user` and `session`. */
export const requireSession = createMiddleware<SignedInEnv>(async (c, next) => {
  const found = await optionalSession(c)
  if (!found) throw new ApiError(401, 'session.signIn', { session: ['session.tokenMissing'] })
  c.set('user', found.user)
  c.set('session', found.session)
  await next()
})
