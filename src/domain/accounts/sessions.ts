import { and, eq, getTableColumns, gt, isNull, ne, sql } from 'drizzle-orm'
import { AUTH_COOKIE_MAX_AGE_S, REFRESH_REUSE_GRACE_MS, REFRESH_TOKEN_TTL_S } from '../../config/constants'
import type { SessionTokens } from '../../contracts/accounts.responses'
import type { Db } from '../../db/client'
import { preparedPerDb } from '../../db/prepared'
import { type SessionRow, type SessionUser, type SignedInSession, sessions, users } from '../../db/schema'
import { DomainError } from '../common/errors'
import { randomToken, seal, sha256, unseal } from '../common/tokens'

async function insertSession(
  db: Db,
  userId: number,
  family: string,
  userAgent?: string,
): Promise<SessionTokens> {
  const accessToken = randomToken()
  const refreshToken = randomToken()
  const now = Date.now()
  const accessExpiresAt = new Date(now + AUTH_COOKIE_MAX_AGE_S * 1000)
  const refreshExpiresAt = new Date(now + REFRESH_TOKEN_TTL_S * 1000)
  await db.insert(sessions).values({
    userId,
    family,
    accessTokenHash: sha256(accessToken),
    refreshTokenHash: sha256(refreshToken),
    accessExpiresAt,
    refreshExpiresAt,
    userAgent: userAgent?.slice(0, 300) ?? null,
  })
  return {
    accessToken,
    refreshToken,
    accessTokenExpiresAt: accessExpiresAt.toISOString(),
    refreshTokenExpiresAt: refreshExpiresAt.toISOString(),
  }
}

export const startSession = (db: Db, userId: number, userAgent?: string) =>
  insertSession(db, userId, crypto.randomUUID(), userAgent)

export type SessionAndUser = { session: SignedInSession; user: SessionUser }

// The password hash and the session's token material stay in the database: read on every
// signed-in request, they would sit in each request's context, one careless log or
// serialisation away from leaving it.
const signedInSessionColumns = { id: sessions.id, userId: sessions.userId, family: sessions.family }
const { passwordHash, ...userWithoutPasswordHash } = getTableColumns(users)
const sessionUserColumns = {
  ...userWithoutPasswordHash,
  hasPassword: sql<boolean>`${passwordHash} is not null`,
}

/** Every signed-in request reads its session: prepared once (decision 0054). */
const sessionRead = preparedPerDb((db) =>
  db
    .select({ session: signedInSessionColumns, user: sessionUserColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.accessTokenHash, sql.placeholder('accessTokenHash')),
        gt(sessions.accessExpiresAt, sql.placeholder('now')),
        isNull(sessions.revokedAt),
        isNull(sessions.rotatedAt),
      ),
    )
    .limit(1)
    .prepare('session_for_access_token'),
)

/** The live session and its user for a Bearer access token, or undefined. */
export async function sessionForAccessToken(
  db: Db,
  accessToken: string,
): Promise<SessionAndUser | undefined> {
  // A placeholder's value skips the column's own mapping: the ISO text is what that mapping sends.
  const [row] = await sessionRead(db).execute({
    accessTokenHash: sha256(accessToken),
    now: new Date().toISOString(),
  })
  return row
}

const refused = () => new DomainError('unauthenticated', 'session.ended')

/** The pair a rotated session was traded for, while the grace window lasts. */
function successorWithinGrace(row: SessionRow, refreshToken: string): SessionTokens | undefined {
  if (!row.rotatedAt || !row.successorTokens) return undefined
  if (Date.now() - row.rotatedAt.getTime() > REFRESH_REUSE_GRACE_MS) return undefined
  const opened = unseal(refreshToken, row.successorTokens)
  return opened ? (JSON.parse(opened) as SessionTokens) : undefined
}

/**
 * Trades a refresh token for a new pair. The old pair stops working. The same token presented
 * again within REFRESH_REUSE_GRACE_MS (parallel renewals of one client) gets the same new pair;
 * later, it means someone else holds a copy: every session of that family ends.
 */
export async function refreshSession(
  db: Db,
  refreshToken: string,
  userAgent?: string,
): Promise<SessionTokens> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sessions)
      .where(eq(sessions.refreshTokenHash, sha256(refreshToken)))
      .for('update')
      .limit(1)
    if (!row || row.revokedAt || row.refreshExpiresAt <= new Date()) return { kind: 'refused' as const }
    if (row.rotatedAt) {
      const successor = successorWithinGrace(row, refreshToken)
      return successor
        ? { kind: 'rotated' as const, tokens: successor }
        : { kind: 'reused' as const, family: row.family }
    }
    const tokens = await insertSession(tx, row.userId, row.family, userAgent)
    await tx
      .update(sessions)
      .set({ rotatedAt: new Date(), successorTokens: seal(refreshToken, JSON.stringify(tokens)) })
      .where(eq(sessions.id, row.id))
    return { kind: 'rotated' as const, tokens }
  })
  if (outcome.kind === 'rotated') return outcome.tokens
  if (outcome.kind === 'reused') {
    // Outside the transaction: the refusal must not roll the revocation back.
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.family, outcome.family))
    throw new DomainError('unauthenticated', 'session.reused')
  }
  throw refused()
}

/** Ends this session, or with `all` every session of the user; answers how many ended. */
export async function endSessions(db: Db, session: SignedInSession, all: boolean): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        all ? eq(sessions.userId, session.userId) : eq(sessions.family, session.family),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id })
  return ended.length
}

/** After a password change or reset: every session but the one in use (if any) ends. */
export async function endOtherSessions(db: Db, userId: number, keepFamily?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepFamily ? ne(sessions.family, keepFamily) : undefined,
      ),
    )
}

/** The user's sessions, without any token material, for the data export. */
export async function listSessions(db: Db, userId: number) {
  const rows = await db.select().from(sessions).where(eq(sessions.userId, userId))
  return rows.map((row) => ({
    createdAt: row.createdAt.toISOString(),
    userAgent: row.userAgent,
    endedAt: (row.revokedAt ?? row.rotatedAt)?.toISOString() ?? null,
  }))
}
