import { normaliseKenyanPhone } from './phone'

export type Identifier = { kind: 'email' | 'phone'; value: string }

/** The kind of an identifier already normalised (stored ones are). */
export const identifierKind = (identifier: string): Identifier['kind'] =>
  identifier.includes('@') ? 'email' : 'phone'

/** How a message reaches a stored identifier: e-mail to an address, SMS to a phone. */
export const channelFor = (identifier: string) =>
  identifierKind(identifier) === 'email' ? ('email' as const) : ('sms' as const)

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
