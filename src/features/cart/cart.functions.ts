import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import type { CartView } from '../../contracts/cart.responses'
import { FulfilmentInput, SetLineQuantityInput } from '../../contracts/cart.schemas'
import { EMPTY_FOOD_CART_COUNT } from '../../contracts/empty-cart'
import type { ApiResult } from '../../lib/api-errors'
import { positiveId, serviceField } from '../../lib/schema-pieces'
import { cartCall, cartRouteCall } from '../../server/cart-call.server'

/**
 * A service's cart (food unless said), its delivery fees priced to `addressId` (else the default
 * address); a visitor without a cart gets an empty one without a call to the API.
 */
export const getCart = createServerFn({ method: 'GET' })
  .validator(
    v.optional(
      v.object({ service: serviceField, addressId: v.optional(positiveId('checkout.addressId')) }),
      {},
    ),
  )
  .handler(async ({ data: { service, addressId } }) =>
    cartCall(
      (api, o) =>
        api.shop.cart.$get(
          { query: { service, ...(addressId === undefined ? {} : { addressId: String(addressId) }) } },
          o,
        ),
      service,
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
  .validator(v.object({ ...SetLineQuantityInput.entries, service: serviceField }))
  .handler(async ({ data }): Promise<ApiResult<CartView>> => {
    const { itemId, service, ...json } = data
    return cartCall((api, o) =>
      api.shop.cart.items[':id'].$put({ param: { id: String(itemId) }, query: { service }, json }, o),
    )
  })

/** One kitchen's order delivered or picked up (decision record 0116); the cart answers priced to `addressId`. */
export const setCartFulfilment = createServerFn({ method: 'POST' })
  .validator(
    v.object({
      ...FulfilmentInput.entries,
      service: serviceField,
      addressId: v.optional(positiveId('checkout.addressId')),
    }),
  )
  .handler(async ({ data }): Promise<ApiResult<CartView>> => {
    const { service, addressId, ...json } = data
    return cartCall((api, o) =>
      api.shop.cart.fulfilment.$put(
        { query: { service, ...(addressId === undefined ? {} : { addressId: String(addressId) }) }, json },
        o,
      ),
    )
  })

export const emptyCart = createServerFn({ method: 'POST' })
  .validator(v.optional(v.object({ service: serviceField }), {}))
  .handler(async ({ data: { service } }): Promise<ApiResult<CartView>> => {
    return cartCall((api, o) => api.shop.cart.$delete({ query: { service } }, o))
  })

/** A recipe's ingredients into the grocery cart (the cookbook's "Add the ingredients"). */
export const addRecipeIngredients = createServerFn({ method: 'POST' })
  .validator(v.object({ recipeId: positiveId('cart.itemId') }))
  .handler(async ({ data }): Promise<ApiResult<CartView>> => {
    return cartCall((api, o) =>
      api.shop.cart.recipes[':id'].$post({ param: { id: String(data.recipeId) } }, o),
    )
  })
