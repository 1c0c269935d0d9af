import { and, eq, gt, isNull } from 'drizzle-orm'
import { RESET_TOKEN_TTL_MS } from '../../config/constants'
import type { Db } from '../../db/client'
import { resetTokens, type UserRow } from '../../db/schema'
import type { LocaleCode } from '../../i18n/locales'
import { channelFor } from '../../lib/identifier'
import { invalidField } from '../common/errors'
import { randomToken, sha256 } from '../common/tokens'
import { assertUncommonPassword, setPassword } from './accounts'
import { resetText } from './message-texts'
import { sendMessage } from './outbox'
import { endOtherSessions } from './sessions'
import type { Transports } from './transports'

/** Sends a single-use reset link (30 minutes) to the user's identifier. */
export async function sendResetLink(
  db: Db,
  transports: Transports,
  user: UserRow,
  locale: LocaleCode,
  resetPageUrl: string,
): Promise<void> {
  const token = randomToken()
  await db.insert(resetTokens).values({
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  })
  const link = `${resetPageUrl}?token=${token}`
  await sendMessage(db, transports, {
    channel: channelFor(user.identifier),
    purpose: 'password-reset',
    recipient: user.identifier,
    ...(await resetText(locale, link)),
  })
}

/** Sets the new password if the token is live and unused; every session of the account ends. */
export async function confirmReset(db: Db, token: string, newPassword: string): Promise<void> {
  // Checked before the token is spent, so a refused password leaves the link usable.
  assertUncommonPassword('newPassword', newPassword)
  const [row] = await db
    .update(resetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(resetTokens.tokenHash, sha256(token)),
        isNull(resetTokens.usedAt),
        gt(resetTokens.expiresAt, new Date()),
      ),
    )
    .returning()
  if (!row) throw invalidField('token', 'account.resetExpired')
  await setPassword(db, row.userId, newPassword, 'newPassword')
  await endOtherSessions(db, row.userId)
}
