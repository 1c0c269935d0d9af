/** Messages people send us from the static pages: the contact form and the partnership form. */
export const INQUIRY_KINDS = ['contact', 'partnership'] as const
export type InquiryKind = (typeof INQUIRY_KINDS)[number]

/** Who applies through the partnership page. */
export const PARTNER_TYPES = ['home-cook', 'restaurant', 'catering', 'rider', 'brand'] as const
export type PartnerType = (typeof PARTNER_TYPES)[number]
