import * as v from 'valibot'
import { INQUIRY_KINDS, PARTNER_TYPES } from './inquiry-lists'
import { normaliseKenyanPhone } from './phone'

/** The English field errors; the web form shows each in the shopper's language. */
export const INQUIRY_ERRORS = {
  name: 'Please enter your name (2 to 100 characters)',
  email: 'Please enter a valid email address',
  phone: 'Please enter a Kenyan mobile number such as 0712 345 678',
  subject: 'The subject can be at most 120 characters',
  message: 'Please write a message of 10 to 2000 characters',
  organisation: 'The business name can be at most 120 characters',
  partnerType: 'Please choose what kind of partner you are',
} as const

const optionalText = (max: number, message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.maxLength(max, message),
      v.transform((s) => s || undefined),
    ),
  )

/** A contact or partnership message, as the form and the API both validate it. */
export const InquiryInput = v.pipe(
  v.object({
    kind: v.picklist(INQUIRY_KINDS),
    name: v.pipe(
      v.string(INQUIRY_ERRORS.name),
      v.trim(),
      v.minLength(2, INQUIRY_ERRORS.name),
      v.maxLength(100, INQUIRY_ERRORS.name),
    ),
    email: v.pipe(
      v.string(INQUIRY_ERRORS.email),
      v.trim(),
      v.email(INQUIRY_ERRORS.email),
      v.maxLength(254, INQUIRY_ERRORS.email),
    ),
    phone: v.optional(
      v.pipe(
        v.string(INQUIRY_ERRORS.phone),
        v.trim(),
        v.check((s) => s === '' || normaliseKenyanPhone(s) !== null, INQUIRY_ERRORS.phone),
        v.transform((s) => (s === '' ? undefined : (normaliseKenyanPhone(s) ?? undefined))),
      ),
    ),
    subject: optionalText(120, INQUIRY_ERRORS.subject),
    message: v.pipe(
      v.string(INQUIRY_ERRORS.message),
      v.trim(),
      v.minLength(10, INQUIRY_ERRORS.message),
      v.maxLength(2000, INQUIRY_ERRORS.message),
    ),
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
