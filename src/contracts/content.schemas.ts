import * as v from 'valibot'
import type { ErrorCode } from '../i18n/error-messages'
import { kenyanPhone } from '../lib/phone'
import { emptyAsMissing, optionalText, trimmedText } from '../lib/schema-pieces'
import { INQUIRY_KINDS, PARTNER_TYPES } from './content.lists'

/** The message ids of the contact form's rules (their texts: src/i18n/error-messages.ts). */
const INQUIRY_ERRORS = {
  kind: 'inquiry.kind',
  name: 'inquiry.name',
  email: 'inquiry.email',
  phone: 'inquiry.phone',
  subject: 'inquiry.subject',
  message: 'inquiry.message',
  organisation: 'inquiry.organisation',
  partnerType: 'inquiry.partnerType',
} as const satisfies Record<string, ErrorCode>

/** A contact or partnership message, as the form and the API both validate it. */
export const InquiryInput = v.pipe(
  v.object({
    kind: v.picklist(INQUIRY_KINDS, INQUIRY_ERRORS.kind),
    name: trimmedText(2, 100, INQUIRY_ERRORS.name),
    email: v.pipe(
      v.string(INQUIRY_ERRORS.email),
      v.trim(),
      v.email(INQUIRY_ERRORS.email),
      v.maxLength(254, INQUIRY_ERRORS.email),
    ),
    phone: emptyAsMissing(kenyanPhone(INQUIRY_ERRORS.phone)),
    subject: optionalText(120, INQUIRY_ERRORS.subject),
    message: trimmedText(10, 2000, INQUIRY_ERRORS.message),
    organisation: optionalText(120, INQUIRY_ERRORS.organisation),
    partnerType: v.optional(v.picklist(PARTNER_TYPES, INQUIRY_ERRORS.partnerType)),
  }),
  // A partnership application must say what kind of partner is applying.
  v.forward(
    v.check(
      (input) => input.kind !== 'partnership' || input.partnerType !== undefined,
      INQUIRY_ERRORS.partnerType,
    ),
    ['partnerType'],
  ),
)

export type InquiryInput = v.InferInput<typeof InquiryInput>
export type Inquiry = v.InferOutput<typeof InquiryInput>
