import * as v from 'valibot'

/** What a contact or partnership message is answered with. */

export const InquiryReceipt = v.object({ id: v.number(), createdAt: v.string() })
export type InquiryReceipt = v.InferOutput<typeof InquiryReceipt>
