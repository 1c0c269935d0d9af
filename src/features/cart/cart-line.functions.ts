import { createServerFn } from '@tanstack/react-start'
import type { CartView } from '../../contracts/cart.responses'
import { AddLineInput } from '../../contracts/cart.schemas'
import type { ApiResult } from '../../lib/api-errors'
import { cartCall } from '../../server/cart-call.server'

// Its own module: only the meal page's lazily loaded options form calls it, so its client stub
// stays out of every page's critical-path script (decision 0012).
/** Adds portions of a meal with its chosen options and a note (the meal page's form). */
export const addCartLine = createServerFn({ method: 'POST' })
  // The API's own body schema (contracts/cart.schemas.ts).
  .validator(AddLineInput)
  .handler(async ({ data }): Promise<ApiResult<CartView>> => {
    return cartCall((api, o) => api.shop.cart.items.$post({ json: data }, o))
  })
