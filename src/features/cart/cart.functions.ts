import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { MAX_CART_QUANTITY } from '../../config/constants'
import type { CartView } from '../../contracts/cart.types'
import { EMPTY_FOOD_CART_COUNT } from '../../contracts/empty-cart'
import type { ApiResult } from '../../lib/api-errors'
import { cartCall, cartRouteCall } from '../../server/cart-call.server'

/**
 * The food cart, its delivery fees priced to `addressId` (else the default address); a visitor
 * without a cart gets an empty one without a call to the API.
 */
export const getCart = createServerFn({ method: 'GET' })
  .validator(v.optional(v.object({ addressId: v.pipe(v.number(), v.integer(), v.minValue(1)) })))
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
  .validator(
    v.object({
      itemId: v.pipe(v.number(), v.integer(), v.minValue(1)),
      quantity: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_CART_QUANTITY)),
      /** The line's choices and note (a line of a meal with options); none: the plain line. */
      choiceIds: v.optional(v.array(v.number())),
      note: v.optional(v.string()),
    }),
  )
  .handler(async ({ data }): Promise<ApiResult<CartView>> => {
    const { itemId, ...json } = data
    return cartCall((api, o) => api.shop.cart.items[':id'].$put({ param: { id: String(itemId) }, json }, o))
  })

export const emptyCart = createServerFn({ method: 'POST' }).handler(
  async (): Promise<ApiResult<CartView>> => {
    return cartCall((api, o) => api.shop.cart.$delete({ query: { service: 'food' } }, o))
  },
)
