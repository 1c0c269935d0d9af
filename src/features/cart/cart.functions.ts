import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { MAX_CART_QUANTITY } from '../../config/constants'
import type { ApiResult } from '../../lib/api-errors'
import { type ApiRequest, apiCall } from '../../server/api-call.server'
import { clearCartToken, writeCartToken } from '../../server/cart-cookie.server'
import type { CartView } from './cart.types'
import { EMPTY_FOOD_CART } from './empty-cart'

/** A cart call: the session (renewed once per request) and the visitor's cart token both go. */
async function cartCall<R extends Response & { json(): Promise<CartView & { cartToken?: string }> }>(
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

/** The food cart; a visitor without a cart gets an empty one without a call to the API. */
export const getCart = createServerFn({ method: 'GET' }).handler(async () =>
  cartCall((api, o) => api.shop.cart.$get({ query: { service: 'food' } }, o), true),
)

export const setCartQuantity = createServerFn({ method: 'POST' })
  .validator(
    v.object({
      itemId: v.pipe(v.number(), v.integer(), v.minValue(1)),
      quantity: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_CART_QUANTITY)),
    }),
  )
  .handler(async ({ data }): Promise<ApiResult<CartView>> => {
    return cartCall((api, o) =>
      api.shop.cart.items[':id'].$put(
        { param: { id: String(data.itemId) }, json: { quantity: data.quantity } },
        o,
      ),
    )
  })

export const emptyCart = createServerFn({ method: 'POST' }).handler(
  async (): Promise<ApiResult<CartView>> => {
    return cartCall((api, o) => api.shop.cart.$delete({ query: { service: 'food' } }, o))
  },
)
