import { type MetadataJson, parsePhoneNumberFromString } from 'libphonenumber-js/core'
import * as v from 'valibot'
import kenyaJson from './phone-metadata.ke.json'

/** JSON's types widen the country codes to strings; the file is the library's own (scripts/phone-metadata.ts). */
const kenya = kenyaJson as MetadataJson

/**
 * Kenyan mobile numbers (KENYA.md), read by libphonenumber-js with Kenya's metadata alone
 * (scripts/phone-metadata.ts, decision record 0108): 07XXXXXXXX, 01XXXXXXXX, +2547…, 2547…,
 * with spaces, dashes or brackets, give the E.164 form +2547XXXXXXXX / +2541XXXXXXXX. A landline,
 * a number of another country or anything else gives null: M-Pesa and SMS need a mobile.
 */
export function normaliseKenyanPhone(input: string): string | null {
  const number = parsePhoneNumberFromString(input, { defaultCountry: 'KE' }, kenya)
  return number?.country === 'KE' && !number.ext && number.getType() === 'MOBILE' ? number.number : null
}

/** The 12-digit form M-Pesa's Daraja API takes (2547XXXXXXXX), from any accepted input. */
export function toMpesaPhone(input: string): string | null {
  return normaliseKenyanPhone(input)?.slice(1) ?? null
}

/** A form or API field holding a Kenyan mobile number: checked, then normalised to E.164. */
export const kenyanPhone = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.check((s) => normaliseKenyanPhone(s) !== null, message),
    v.transform((s) => normaliseKenyanPhone(s) ?? s),
  )
