import * as v from 'valibot'

/**
 * Kenyan mobile numbers (KENYA.md): accepts 07XXXXXXXX, 01XXXXXXXX, +2547…, 2547…, +2541…,
 * with spaces, dashes or brackets, and gives the E.164 form +2547XXXXXXXX / +2541XXXXXXXX.
 * Returns null for anything else.
 */
export function normaliseKenyanPhone(input: string): string | null {
  const digits = input.replace(/[\s\-().]/g, '')
  const match = /^(?:\+?254|0)([17]\d{8})$/.exec(digits)
  return match ? `+254${match[1]}` : null
}

/** The 12-digit form M-Pesa's Daraja API takes (2547XXXXXXXX), from any accepted input. */
export function toMpesaPhone(input: string): string | null {
  return normaliseKenyanPhone(input)?.slice(1) ?? null
}

/** How Kenyans write their own number (0712 345 678), from the E.164 form. */
export function localKenyanPhone(e164: string): string {
  const national = normaliseKenyanPhone(e164)?.slice(4)
  return national ? `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}` : e164
}

/** A form or API field holding a Kenyan mobile number: checked, then normalised to E.164. */
export const kenyanPhone = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.check((s) => normaliseKenyanPhone(s) !== null, message),
    v.transform((s) => normaliseKenyanPhone(s) ?? s),
  )
