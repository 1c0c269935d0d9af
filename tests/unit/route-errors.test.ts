import { notFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { ApiRequestError, statusOf } from '../../src/lib/api-errors'
import { RedirectError, unknownMiddleware, viewOfRouteError } from '../../src/lib/route-errors'

const origin = 'https://homecooked.example'

describe('route errors (SPEC §2 and §8)', () => {
  it('shows an unknown middleware as 500 "Unknown middleware" plus its name', () => {
    const error = unknownMiddleware('locale-check')
    expect(statusOf(error)).toBe(500)
    expect(error.message).toBe('Unknown middleware locale-check')
    expect(viewOfRouteError(error, origin)).toEqual({ kind: 'unknown-middleware', name: 'locale-check' })
  })

  it('turns the internal redirect error ERR_REDIRECT into a move, a full page load outside the site', () => {
    expect(new RedirectError('/cart/food').message).toBe('ERR_REDIRECT')
    expect(viewOfRouteError(new RedirectError('/cart/food'), origin)).toEqual({
      kind: 'redirect',
      location: '/cart/food',
      external: false,
    })
    expect(viewOfRouteError(new RedirectError('https://pay.example/return'), origin)).toEqual({
      kind: 'redirect',
      location: 'https://pay.example/return',
      external: true,
    })
  })

  it('shows a not-found (thrown or a 404 answer) as the 404 page', () => {
    expect(viewOfRouteError(notFound(), origin)).toEqual({ kind: 'not-found' })
    expect(viewOfRouteError(new ApiRequestError(404, { message: 'Kitchen not found' }), origin)).toEqual({
      kind: 'not-found',
    })
  })

  it('shows any other error with its status (default 500) and its message', () => {
    expect(viewOfRouteError(new Error('Failed to fetch'), origin)).toEqual({
      kind: 'page',
      status: 500,
      message: 'Failed to fetch',
    })
    expect(viewOfRouteError(new ApiRequestError(503, { message: 'Down' }), origin)).toEqual({
      kind: 'page',
      status: 503,
      message: 'Down',
    })
  })
})
