import { eq, or, sql } from 'drizzle-orm'
import type { Gender } from '../../contracts/accounts.lists'
import type { Account } from '../../contracts/accounts.responses'
import type { Db } from '../../db/client'
import { type SessionUser, type UserRow, users } from '../../db/schema'
import { identifierKind, normaliseIdentifier } from '../../lib/identifier'
import { DomainError, invalidField } from '../common/errors'
import { hashPassword, isCommonPassword } from './passwords'

export function toAccount(row: UserRow | SessionUser): Account {
  return {
    user: {
      id: row.id,
      name: row.name,
      surname: row.surname,
      email: row.email,
      phone: row.phone,
      avatarUrl: row.avatarUrl,
      gender: row.gender,
      bio: row.bio,
      dateOfBirth: row.dateOfBirth,
      roles: row.roles,
      createdAt: row.createdAt.toISOString(),
    },
    credential: {
      identifier: row.identifier,
      kind: identifierKind(row.identifier),
      verified: row.identifierVerifiedAt !== null,
      hasPassword: 'hasPassword' in row ? row.hasPassword : row.passwordHash !== null,
      pendingIdentifier: row.pendingIdentifier,
    },
  }
}

export async function findUserByIdentifier(db: Db, identifier: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.identifier, identifier)).limit(1)
  return row
}

/** The user's password hash (null: social sign-in only), read only where a password is checked. */
export async function passwordHashOf(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)).limit(1)
  return row?.hash ?? null
}

/** Refuses a password from the common-password list; the field name is the caller's. */
export function assertUncommonPassword(field: string, password: string) {
  if (isCommonPassword(password)) {
    throw invalidField(field, 'account.commonPassword')
  }
}

/** Which of email, phone and identifier already belong to another account. */
async function takenFields(
  db: Db,
  wanted: { identifier?: string | undefined; email?: string | undefined; phone?: string | undefined },
  exceptUserId?: number,
): Promise<Record<string, string[]>> {
  const values = [wanted.identifier, wanted.email, wanted.phone].filter((x): x is string => Boolean(x))
  if (values.length === 0) return {}
  const rows = await db
    .select({ id: users.id, identifier: users.identifier, email: users.email, phone: users.phone })
    .from(users)
    .where(
      or(
        ...values.flatMap((value) => [
          eq(users.identifier, value),
          eq(users.email, value),
          eq(users.phone, value),
        ]),
      ),
    )
  const others = rows.filter((row) => row.id !== exceptUserId)
  const used = new Set(others.flatMap((row) => [row.identifier, row.email, row.phone]))
  const errors: Record<string, string[]> = {}
  const message = 'account.taken'
  if (wanted.identifier && used.has(wanted.identifier)) errors.identifier = [message]
  if (wanted.email && used.has(wanted.email)) errors.email = [message]
  if (wanted.phone && used.has(wanted.phone)) errors.phone = [message]
  return errors
}

export type Registration = {
  name: string
  surname: string
  email?: string | undefined
  phone?: string | undefined
  /** No secret: a phone number that signs in with a code by SMS (the schema allows no other). */
  credential: { identifier: string; secret?: string | undefined }
}

/** What a registration did: opened an account, or found the identifier already taken. */
export type RegistrationOutcome = { created: true; user: UserRow } | { created: false; identifier: string }

/**
 * Opens an account. The identifier also fills the email or phone it is, when that was left
 * empty, so the profile shows how to reach the person. An identifier another account already
 * uses (as its identifier, email or phone) opens nothing, and the answer must not say so
 * (decision record 0033): the caller tells that address instead. An extra email or phone another
 * account holds is left off the new account, for the same reason. The password is hashed either
 * way, so both take as long. A phone number may come without one: it signs in with a code.
 */
export async function register(db: Db, input: Registration): Promise<RegistrationOutcome> {
  const secret = input.credential.secret
  if (secret !== undefined) assertUncommonPassword('credential.secret', secret)
  const identifier = normaliseIdentifier(input.credential.identifier)
  if (!identifier) throw invalidField('credential.identifier', 'account.identifier')
  const email = input.email ?? (identifier.kind === 'email' ? identifier.value : undefined)
  const phone = input.phone ?? (identifier.kind === 'phone' ? identifier.value : undefined)
  const taken = await takenFields(db, { identifier: identifier.value, email, phone })
  // Without a password, nothing is hashed: the route's answer floor keeps both as long.
  const passwordHash = secret === undefined ? null : await hashPassword(secret)
  const existing = { created: false, identifier: identifier.value } as const
  if (taken.identifier) return existing
  const [row] = await db
    .insert(users)
    .values({
      identifier: identifier.value,
      passwordHash,
      name: input.name,
      surname: input.surname,
      email: taken.email ? null : (email ?? null),
      phone: taken.phone ? null : (phone ?? null),
    })
    // Two registrations of one identifier at once: the second finds it taken, like any later one.
    .onConflictDoNothing({ target: users.identifier })
    .returning()
  return row ? { created: true, user: row } : existing
}

export type ProfileChange = {
  name: string
  surname: string
  email?: string | null | undefined
  phone?: string | null | undefined
  gender?: Gender | null | undefined
  bio?: string | null | undefined
  dateOfBirth?: string | null | undefined
}

/** PUT /user/me: the profile fields; the sign-in identifier changes only through /account/update. */
export async function updateProfile(db: Db, userId: number, change: ProfileChange): Promise<UserRow> {
  const taken = await takenFields(
    db,
    { email: change.email ?? undefined, phone: change.phone ?? undefined },
    userId,
  )
  if (Object.keys(taken).length > 0) throw new DomainError('conflict', 'account.detailsTaken', taken)
  const [row] = await db
    .update(users)
    .set({
      name: change.name,
      surname: change.surname,
      email: change.email ?? null,
      phone: change.phone ?? null,
      gender: change.gender ?? null,
      bio: change.bio || null,
      dateOfBirth: change.dateOfBirth ?? null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning()
  if (!row) throw new DomainError('not-found', 'account.gone')
  return row
}

/**
 * Asks to sign in with a new identifier from now on. Nothing changes yet: the account keeps its
 * identifier until the code sent to the new one is confirmed (`switchToPending`), so a mistyped
 * number or address locks nobody out. Asking for the current identifier again withdraws the
 * request.
 */
export async function requestIdentifierChange(
  db: Db,
  userId: number,
  newIdentifier: string,
): Promise<UserRow> {
  const taken = await takenFields(db, { identifier: newIdentifier }, userId)
  if (taken.identifier)
    throw new DomainError('conflict', 'account.taken', {
      newIdentifier: taken.identifier,
    })
  const [row] = await db
    .update(users)
    .set({
      pendingIdentifier: sql`case when ${users.identifier} = ${newIdentifier} then null else ${newIdentifier} end`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning()
  if (!row) throw new DomainError('not-found', 'account.gone')
  return row
}

/**
 * The account signs in with its pending identifier from now on, proved by its code; the
 * profile's email or phone that was the old identifier becomes the new one, so the shop writes
 * to where the person now reads. Taken meanwhile by another account: refused, nothing changes.
 */
export async function switchToPending(db: Db, user: Pick<UserRow, 'id' | 'identifier'>, proved: string) {
  const taken = await takenFields(db, { identifier: proved }, user.id)
  if (taken.identifier) throw new DomainError('conflict', 'account.taken', { token: taken.identifier })
  const kind = identifierKind(proved)
  const [row] = await db
    .update(users)
    .set({
      identifier: proved,
      pendingIdentifier: null,
      identifierVerifiedAt: new Date(),
      ...(kind === 'phone'
        ? {
            phone: sql`case when ${users.phone} is null or ${users.phone} = ${user.identifier} then ${proved} else ${users.phone} end`,
          }
        : {
            email: sql`case when ${users.email} is null or ${users.email} = ${user.identifier} then ${proved} else ${users.email} end`,
          }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning()
  return row
}

export async function setPassword(db: Db, userId: number, password: string, field: string): Promise<void> {
  assertUncommonPassword(field, password)
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(users.id, userId))
}

/** Erases the account; sessions, codes and tokens go with it (foreign keys cascade). */
export async function deleteAccount(db: Db, userId: number): Promise<void> {
  await db.delete(users).where(eq(users.id, userId))
}
