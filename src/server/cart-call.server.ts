import type { CartView } from '../contracts/cart.responses'
import { emptyCartOf } from '../contracts/empty-cart'
import type { ApiResult } from '../lib/api-errors'
import type { Service } from '../lib/catalogue-lists'
import { type ApiRequest, apiCall } from './api-call.server'
import { clearCartToken, writeCartToken } from './cart-cookie.server'

/** What a cart route answers: the cart, or its count; a visitor's first change adds the token. */
type CartAnswer = object & { cartToken?: string }

/** A cart call: the session (renewed once per request) and the visitor's cart token both go. */
export async function cartCall<R extends Response & { json(): Promise<CartView & { cartToken?: string }> }>(
  call: ApiRequest<R>,
  /** A read of this service's cart: a visitor without a cart gets an empty one without a call to the API. */
  read?: Service,
): Promise<ApiResult<CartView>> {
  return cartRouteCall<CartView, R>(call, read ? emptyCartOf(read) : undefined)
}

/** Any cart route's call; `withoutCart` is the answer, without a call, for a visitor without a cart. */
export async function cartRouteCall<
  T extends object,
  R extends Response & { json(): Promise<T & CartAnswer> },
>(call: ApiRequest<R>, withoutCart?: T): Promise<ApiResult<T>> {
  let sent = { session: false, cartToken: false }
  const result = await apiCall<R, T & CartAnswer>(call, {
    unwrapData: (body) => body,
    withCart: true,
    onSent: (what) => {
      sent = what
    },
    ...(withoutCart ? { whenSignedOut: { data: withoutCart, errors: null, status: 200 } } : {}),
  })
  return settleToken(result, sent.session, sent.cartToken)
}

/**
 * Keeps the visitor's new cart token in its cookie; once signed in, the API has moved the
 * visitor's cart into the account's, so the token is dropped.
 */
function settleToken<T extends object>(
  result: ApiResult<T & CartAnswer>,
  signedIn: boolean,
  hadToken: boolean,
) {
  if (result.errors !== null) return result
  const { cartToken, ...answer } = result.data
  if (cartToken) writeCartToken(cartToken)
  if (signedIn && hadToken) clearCartToken()
  return { ...result, data: answer as T }
}
