import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import type { CartView } from '../../contracts/cart.responses'
import { SetLineQuantityInput } from '../../contracts/cart.schemas'
import { EMPTY_FOOD_CART_COUNT } from '../../contracts/empty-cart'
import type { ApiResult } from '../../lib/api-errors'
import { positiveId } from '../../lib/schema-pieces'
import { cartCall, cartRouteCall } from '../../server/cart-call.server'

/**
 * The food cart, its delivery fees priced to `addressId` (else the default address); a visitor
 * without a cart gets an empty one without a call to the API.
 */
export const getCart = createServerFn({ method: 'GET' })
  .validator(v.optional(v.object({ addressId: positiveId('checkout.addressId') })))
  .handler(async ({ data }) =>
    cartCall(
      (api, o) =>
        api.shop.cart.$get(
          { query: { service: 'food', ...(data ? { addressId: String(data.addressId) } : {}) } },
          o,
        ),
      true,
    ),
  )

/** How many portions the food cart holds, without pricing its lines: the header's number. */
export const getCartCount = createServerFn({ method: 'GET' }).handler(async () =>
  cartRouteCall(
    (api, o) => api.shop.cart.count.$get({ query: { service: 'food' } }, o),
    EMPTY_FOOD_CART_COUNT,
  ),
)

export const setCartQuantity = createServerFn({ method: 'POST' })
  // The API's own body schema (contracts/cart.schemas.ts), with the meal its path names.
  .validator(SetLineQuantityInput)
  .handler(async ({ data }): Promise<ApiResult<CartView>> => {
    const { itemId, ...json } = data
    return cartCall((api, o) => api.shop.cart.items[':id'].$put({ param: { id: String(itemId) }, json }, o))
  })

export const emptyCart = createServerFn({ method: 'POST' }).handler(
  async (): Promise<ApiResult<CartView>> => {
    return cartCall((api, o) => api.shop.cart.$delete({ query: { service: 'food' } }, o))
  },
)
