import * as v from 'valibot'

/** What a contact or partnership message is answered with. */

export const InquiryReceipt = v.object({ id: v.number(), createdAt: v.string() })
export type InquiryReceipt = v.InferOutput<typeof InquiryReceipt>

/** A static page's text (SPEC §7 `POST /_content/{path}`): sanitised HTML, in `language`. */
export const StaticContent = v.object({
  path: v.string(),
  /** The language the text is in: the one asked for, or English where it has no such page. */
  language: v.string(),
  html: v.string(),
})
export type StaticContent = v.InferOutput<typeof StaticContent>
