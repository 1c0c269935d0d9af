import * as v from 'valibot'

/** A coupon code as typed: the API's rule and the form's (errors carry message ids). */
export const CouponInput = v.object({
  code: v.pipe(
    v.string('coupon.code'),
    v.trim(),
    v.minLength(1, 'coupon.code'),
    v.maxLength(40, 'coupon.code'),
    v.regex(/^[\w-]+$/, 'coupon.code'),
  ),
})
