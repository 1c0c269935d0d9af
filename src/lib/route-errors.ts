import { isNotFound } from '@tanstack/react-router'
import { statusOf } from './api-errors'

/** SPEC §8's internal redirect error: not an error page, a move to `location`. */
const ERR_REDIRECT = 'ERR_REDIRECT'

/** A route failure with its own status (SPEC §8), e.g. an unknown middleware. */
class RouteError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** What the error page names (an unknown middleware's name). */
    readonly middleware?: string,
  ) {
    super(message)
    this.name = 'RouteError'
  }
}

/** SPEC §8: a route asking for a middleware (guard) that does not exist: 500 plus its name. */
export const unknownMiddleware = (name: string) => new RouteError(500, `Unknown middleware ${name}`, name)

/** SPEC §8: the internal redirect error, carrying where to go. */
export class RedirectError extends Error {
  readonly code = ERR_REDIRECT
  constructor(readonly location: string) {
    super(ERR_REDIRECT)
    this.name = 'RedirectError'
  }
}

export type RouteErrorView =
  | { kind: 'redirect'; location: string; external: boolean }
  | { kind: 'not-found' }
  | { kind: 'unknown-middleware'; name: string }
  | { kind: 'page'; status: number; message?: string | undefined }

const locationOf = (error: object): unknown => ('location' in error ? error.location : undefined)

/** What the error page does with a route error (SPEC §2 and §8). */
export function viewOfRouteError(error: unknown, origin?: string): RouteErrorView {
  if (isNotFound(error)) return { kind: 'not-found' }
  if (typeof error === 'object' && error !== null) {
    const code = 'code' in error ? error.code : undefined
    const location = locationOf(error)
    if (code === ERR_REDIRECT && typeof location === 'string') {
      // An address outside the site replaces the page; one inside is a router move.
      const target = new URL(location, origin ?? 'http://localhost')
      const external = /^[a-z][a-z\d+.-]*:|^\/\//i.test(location) && target.origin !== origin
      return { kind: 'redirect', location, external }
    }
  }
  if (error instanceof RouteError && error.middleware)
    return { kind: 'unknown-middleware', name: error.middleware }
  const status = statusOf(error)
  if (status === 404) return { kind: 'not-found' }
  const message = error instanceof Error && error.message ? error.message : undefined
  return { kind: 'page', status, message }
}
