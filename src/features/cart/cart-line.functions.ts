import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import type { CartView } from '../../contracts/cart.responses'
import { AddLineInput } from '../../contracts/cart.schemas'
import type { ApiResult } from '../../lib/api-errors'
import { serviceField } from '../../lib/schema-pieces'
import { cartCall } from '../../server/cart-call.server'

// Its own module: only the meal page's lazily loaded options form calls it, so its client stub
// stays out of every page's critical-path script (decision 0012).
/** Adds portions of a meal with its chosen options and a note (the meal page's form). */
export const addCartLine = createServerFn({ method: 'POST' })
  // The API's own body schema (contracts/cart.schemas.ts).
  .validator(v.object({ ...AddLineInput.entries, service: serviceField }))
  .handler(async ({ data }): Promise<ApiResult<CartView>> => {
    const { service, ...json } = data
    return cartCall((api, o) => api.shop.cart.items.$post({ query: { service }, json }, o))
  })
