import { createServerFn } from '@tanstack/react-start'
import type { CartView } from '../../contracts/cart.responses'
import { CouponInput } from '../../contracts/coupon.schemas'
import type { ApiResult } from '../../lib/api-errors'
import { cartCall } from '../../server/cart-call.server'

// Apart from cart.functions (which every page loads for the header's cart): only the cart's
// lazily loaded coupon form needs these.

export const applyCoupon = createServerFn({ method: 'POST' })
  .validator(CouponInput)
  .handler(async ({ data }): Promise<ApiResult<CartView>> => {
    return cartCall((api, o) => api.shop.cart.coupon.$post({ json: { code: data.code } }, o))
  })

export const removeCoupon = createServerFn({ method: 'POST' }).handler(
  async (): Promise<ApiResult<CartView>> => {
    return cartCall((api, o) => api.shop.cart.coupon.$delete({}, o))
  },
)
