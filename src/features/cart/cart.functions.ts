import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { MAX_CART_QUANTITY } from '../../config/constants'
import type { ApiResult } from '../../lib/api-errors'
import { apiClient } from '../../server/api-client.server'
import { callApi } from '../../server/call-api.server'
import { clearCartToken, readCartToken, writeCartToken } from '../../server/cart-cookie.server'
import { sessionCallContext } from '../../server/request-context.server'
import type { CartView } from './cart.types'

async function cartContext() {
  const client = await apiClient()
  const context = { ...(await sessionCallContext(client)), cartToken: readCartToken() }
  return { client, context }
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
export const getCart = createServerFn({ method: 'GET' }).handler(async (): Promise<ApiResult<CartView>> => {
  const { client, context } = await cartContext()
  if (!context.accessToken && !context.cartToken) {
    return {
      data: { service: 'food', itemCount: 0, subtotalKes: 0, savingKes: 0, deliveryFeesKes: 0, groups: [] },
      errors: null,
      status: 200,
    }
  }
  const result = await callApi(client, context, (api, o) =>
    api.shop.cart.$get({ query: { service: 'food' } }, o),
  )
  return settleToken(result, Boolean(context.accessToken), Boolean(context.cartToken))
})

export const setCartQuantity = createServerFn({ method: 'POST' })
  .validator(
    v.object({
      itemId: v.pipe(v.number(), v.integer(), v.minValue(1)),
      quantity: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_CART_QUANTITY)),
    }),
  )
  .handler(async ({ data }): Promise<ApiResult<CartView>> => {
    const { client, context } = await cartContext()
    const result = await callApi(client, context, (api, o) =>
      api.shop.cart.items[':id'].$put(
        { param: { id: String(data.itemId) }, json: { quantity: data.quantity } },
        o,
      ),
    )
    return settleToken(result, Boolean(context.accessToken), Boolean(context.cartToken))
  })

export const emptyCart = createServerFn({ method: 'POST' }).handler(
  async (): Promise<ApiResult<CartView>> => {
    const { client, context } = await cartContext()
    const result = await callApi(client, context, (api, o) =>
      api.shop.cart.$delete({ query: { service: 'food' } }, o),
    )
    return settleToken(result, Boolean(context.accessToken), Boolean(context.cartToken))
  },
)
