import { normaliseKenyanPhone } from './phone'

export type Identifier = { kind: 'email' | 'phone'; value: string }

/** Simple, permissive shape check; the verification code proves the address really works. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * A sign-in identifier is an email (lower-cased) or a Kenyan mobile number in E.164
 * (+2547XXXXXXXX / +2541XXXXXXXX). Anything else is null.
 */
export function normaliseIdentifier(input: string): Identifier | null {
  const trimmed = input.trim()
  if (trimmed.includes('@')) {
    const email = trimmed.toLowerCase()
    return EMAIL.test(email) && email.length <= 254 ? { kind: 'email', value: email } : null
  }
  const phone = normaliseKenyanPhone(trimmed)
  return phone ? { kind: 'phone', value: phone } : null
}
