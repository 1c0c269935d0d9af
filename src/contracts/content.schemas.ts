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

/**
 * Which language a static page is wanted in: a language tag (`sw-KE`, `sw`, `de`). Without
 * one the request's Accept-Language decides, then English.
 */
export const StaticContentInput = v.object({
  locale: v.optional(
    v.pipe(
      v.string('input.locale' satisfies ErrorCode),
      v.regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,3}$/, 'input.locale' satisfies ErrorCode),
    ),
  ),
})
export type StaticContentInput = v.InferInput<typeof StaticContentInput>
