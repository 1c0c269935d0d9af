import { OAuth2Client } from 'arctic'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import type { GoogleSettings } from '../../config/google'
import type { Db } from '../../db/client'
import { type UserRow, users } from '../../db/schema'
import { DomainError } from '../common/errors'
import { findUserByIdentifier } from './accounts'

const UserInfo = v.object({
  sub: v.pipe(v.string(), v.minLength(1)),
  email: v.optional(v.string()),
  email_verified: v.optional(v.boolean()),
  given_name: v.optional(v.string()),
  family_name: v.optional(v.string()),
  picture: v.optional(v.string()),
})

export type GoogleProfile = v.InferOutput<typeof UserInfo>

const failed = () => new DomainError('unauthenticated', 'account.googleFailed')

/** Trades the authorization code (with its PKCE verifier) for the person's Google profile. */
export async function googleProfile(
  settings: GoogleSettings,
  input: { code: string; codeVerifier: string; redirectUri: string },
): Promise<GoogleProfile> {
  const client = new OAuth2Client(settings.clientId, settings.clientSecret, input.redirectUri)
  let accessToken: string
  try {
    const tokens = await client.validateAuthorizationCode(settings.tokenUrl, input.code, input.codeVerifier)
    accessToken = tokens.accessToken()
  } catch {
    throw failed()
  }
  const response = await fetch(settings.userInfoUrl, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
    signal: AbortSignal.timeout(15_000),
  })
  const parsed = v.safeParse(UserInfo, response.ok ? await response.json() : null)
  if (!parsed.success) throw failed()
  return parsed.output
}

/**
 * The account for a Google profile: the one already linked to it, else the one whose identifier
 * is the same verified email (now linked), else a new account verified by Google.
 */
export async function accountForGoogle(db: Db, profile: GoogleProfile): Promise<UserRow> {
  const [linked] = await db.select().from(users).where(eq(users.googleSubject, profile.sub)).limit(1)
  if (linked) return linked
  const email = profile.email_verified && profile.email ? profile.email.toLowerCase() : undefined
  if (!email)
    throw new DomainError('invalid', 'account.googleNoEmail', {
      email: ['account.googleNoEmail'],
    })
  const existing = await findUserByIdentifier(db, email)
  if (existing) {
    const [updated] = await db
      .update(users)
      .set({ googleSubject: profile.sub, identifierVerifiedAt: existing.identifierVerifiedAt ?? new Date() })
      .where(eq(users.id, existing.id))
      .returning()
    return updated ?? existing
  }
  const [created] = await db
    .insert(users)
    .values({
      identifier: email,
      identifierVerifiedAt: new Date(),
      email,
      name: profile.given_name?.slice(0, 60) || email.split('@')[0]?.slice(0, 60) || 'Google',
      surname: profile.family_name?.slice(0, 60) ?? '',
      avatarUrl: profile.picture ?? null,
      googleSubject: profile.sub,
    })
    .returning()
  if (!created) throw new Error('Insert returned no row')
  return created
}
