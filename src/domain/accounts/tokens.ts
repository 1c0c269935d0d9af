import { createHash, randomBytes, randomInt } from 'node:crypto'

/** An opaque secret of 256 random bits, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url')

/** Tokens and codes are stored only as this hash, so a copy of the database cannot sign anyone in. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** A uniformly random 6-digit code, leading zeros kept. */
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')
