import * as v from 'valibot'

/** The M-Pesa number as typed; the domain normalises it and says when it is not Kenyan. */
const MpesaPhoneText = v.optional(
  v.pipe(v.string('payments.phone'), v.trim(), v.maxLength(20, 'payments.phone')),
)

/** A new M-Pesa prompt for an order: to the number given, else to the last one. */
export const RetryInput = v.object({ phone: MpesaPhoneText })
