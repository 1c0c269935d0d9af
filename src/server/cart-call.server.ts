import type { CartView } from '../features/cart/cart.types'
import { EMPTY_FOOD_CART } from '../features/cart/empty-cart'
import type { ApiResult } from '../lib/api-errors'
import { type ApiRequest, apiCall } from './api-call.server'
import { clearCartToken, writeCartToken } from './cart-cookie.server'

/** A cart call: the session (renewed once per request) and the visitor's cart token both go. */
export async function cartCall<R extends Response & { json(): Promise<CartView & { cartToken?: string }> }>(
  call: ApiRequest<R>,
  /** A read: a visitor without a cart gets an empty one without a call to the API. */
  read = false,
): Promise<ApiResult<CartView>> {
  let sent = { session: false, cartToken: false }
  const result = await apiCall<R, CartView & { cartToken?: string }>(call, {
    unwrapData: (body) => body,
    withCart: true,
    onSent: (what) => {
      sent = what
    },
    ...(read ? { whenSignedOut: { data: EMPTY_FOOD_CART, errors: null, status: 200 } } : {}),
  })
  return settleToken(result, sent.session, sent.cartToken)
}

/**
 * Keeps the visitor's new cart token in its cookie; once signed in, the API has moved the
 * visitor's cart into the account's, so the token is dropped.
 */
function settleToken(
  result: ApiResult<CartView & { cartToken?: string }>,
  signedIn: boolean,
  hadToken: boolean,
) {
  if (result.errors !== null) return result
  const { cartToken, ...cart } = result.data
  if (cartToken) writeCartToken(cartToken)
  if (signedIn && hadToken) clearCartToken()
  return { ...result, data: cart }
}
