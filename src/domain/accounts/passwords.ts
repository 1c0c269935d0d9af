import { hash, verify } from '@node-rs/argon2'
import dumbPasswords from 'dumb-passwords'

/** OWASP's argon2id baseline, as DESIGN.md asks: 19 MiB, 2 passes, 1 lane. */
// `Algorithm` is an ambient const enum that isolated modules cannot read; 2 is its Argon2id.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string) => hash(password, ARGON2ID)

/** A hash of nothing anyone knows: checked when no account matches, so timing does not tell. */
let decoy: Promise<string> | undefined

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hashPassword(crypto.randomUUID())
    await verify(await decoy, password)
    return false
  }
  return verify(storedHash, password)
}

/** One of the 10,000 most common passwords (SecLists, via dumb-passwords), compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  return dumbPasswords.check(password)
}
