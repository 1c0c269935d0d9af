import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto'

/** An opaque secret of 256 random bits, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url')

/** Tokens and codes are stored only as this hash, so a copy of the database cannot sign anyone in. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** A uniformly random 6-digit code, leading zeros kept. */
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

/**
 * Seals text with a key derived from a secret (AES-256-GCM): only a holder of the secret can
 * open it, and the database never holds the secret itself, only its sha256.
 */
const sealKey = (secret: string) => createHash('sha256').update(`seal:${secret}`).digest()

export function seal(secret: string, text: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret), iv)
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')
}

/** The sealed text, or undefined when the secret is not the one it was sealed with. */
export function unseal(secret: string, sealed: string): string | undefined {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !tag || !body) return undefined
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(secret), iv)
    decipher.setAuthTag(tag)
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
  } catch {
    return undefined
  }
}
