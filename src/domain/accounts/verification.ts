import { and, desc, eq, isNull } from 'drizzle-orm'
import { VERIFICATION_CODE_MAX_TRIES, VERIFICATION_CODE_TTL_MS } from '../../config/constants'
import type { MessagePurpose } from '../../contracts/accounts.lists'
import type { Db } from '../../db/client'
import { type UserRow, users, verificationCodes } from '../../db/schema'
import type { LocaleCode } from '../../i18n/locales'
import { channelFor } from '../../lib/identifier'
import { invalidField } from '../common/errors'
import { sha256, sixDigitCode } from '../common/tokens'
import { switchToPending } from './accounts'
import { type MessageText, signInChangedText, verificationText } from './message-texts'
import { sendMessage } from './outbox'
import type { Transports } from './transports'

/** Codes are hashed with the user's id, so equal codes of two people never share a hash. */
const codeHash = (userId: number, code: string) => sha256(`${userId}:${code}`)

/** Sends a new 6-digit code to the user's identifier; earlier codes stop working. */
export async function sendVerificationCode(
  db: Db,
  transports: Transports,
  user: Pick<UserRow, 'id' | 'identifier'>,
  locale: LocaleCode,
): Promise<{ expiresAt: string }> {
  const code = sixDigitCode()
  const expiresAt = new Date(Date.now() + VERIFICATION_CODE_TTL_MS)
  await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(verificationCodes.userId, user.id), isNull(verificationCodes.consumedAt)))
  await db.insert(verificationCodes).values({
    userId: user.id,
    identifier: user.identifier,
    codeHash: codeHash(user.id, code),
    expiresAt,
  })
  await sendToIdentifier(
    db,
    transports,
    user.identifier,
    'verification',
    await verificationText(locale, code),
  )
  return { expiresAt: expiresAt.toISOString() }
}

/**
 * A message to an email or a phone number. An SMS is its short line alone ("Your HomeCooked code
 * is 123456"): one segment in every language, Arabic's 70 characters included, where the whole
 * message took two or three.
 */
async function sendToIdentifier(
  db: Db,
  transports: Transports,
  recipient: string,
  purpose: MessagePurpose,
  text: MessageText,
) {
  const channel = channelFor(recipient)
  await sendMessage(db, transports, {
    channel,
    purpose,
    recipient,
    subject: text.subject,
    body: channel === 'sms' ? text.subject : text.body,
  })
}

/**
 * Checks a code against the newest one sent to the user's current identifier, or, where
 * `switching` (the account's own session asks), to the identifier it asked to change to: then
 * the account signs in with that one from now on (`switchToPending`). Each wrong try counts;
 * after five, or ten minutes, the code is dead and only a new one helps. The code's row is
 * locked while it is checked, so parallel guesses are counted one by one: a burst of guesses
 * cannot all be checked against the same count.
 */
export async function confirmVerificationCode(
  db: Db,
  user: Pick<UserRow, 'id' | 'identifier' | 'pendingIdentifier'>,
  code: string,
  { switching = false } = {},
): Promise<UserRow> {
  const outcome = await db.transaction(async (tx) => {
    const [latest] = await tx
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.userId, user.id), isNull(verificationCodes.consumedAt)))
      .orderBy(desc(verificationCodes.id))
      .limit(1)
      .for('update')
    const switches =
      switching && user.pendingIdentifier !== null && latest?.identifier === user.pendingIdentifier
    if (!latest || (latest.identifier !== user.identifier && !switches) || latest.expiresAt <= new Date()) {
      return { refusal: 'account.codeExpired' as const, verified: undefined }
    }
    if (latest.attempts >= VERIFICATION_CODE_MAX_TRIES) {
      return { refusal: 'account.codeTriesSpent' as const, verified: undefined }
    }
    if (latest.codeHash !== codeHash(user.id, code)) {
      const attempts = latest.attempts + 1
      await tx.update(verificationCodes).set({ attempts }).where(eq(verificationCodes.id, latest.id))
      const left = VERIFICATION_CODE_MAX_TRIES - attempts
      return left > 0
        ? { refusal: 'account.codeWrong' as const, left, verified: undefined }
        : { refusal: 'account.codeTriesSpent' as const, verified: undefined }
    }
    await tx
      .update(verificationCodes)
      .set({ consumedAt: new Date() })
      .where(eq(verificationCodes.id, latest.id))
    const [verified] = switches
      ? [await switchToPending(tx, user, latest.identifier)]
      : await tx
          .update(users)
          .set({ identifierVerifiedAt: new Date() })
          .where(eq(users.id, user.id))
          .returning()
    // The account was deleted meanwhile: there is nothing left to verify.
    if (!verified) return { refusal: 'account.codeExpired' as const, verified: undefined }
    return { refusal: undefined, verified }
  })
  // Thrown after the transaction, so the counted try is kept.
  if (outcome.refusal !== undefined)
    throw invalidField(
      'token',
      outcome.refusal,
      'left' in outcome && outcome.left !== undefined ? { left: outcome.left } : {},
    )
  return outcome.verified
}

/** Tells the identifier an account left that it signs in with another now (one SMS, or an e-mail). */
export async function tellFormerIdentifier(
  db: Db,
  transports: Transports,
  change: { from: string; to: string; contact: string },
  locale: LocaleCode,
): Promise<void> {
  const text = await signInChangedText(locale, change.to, change.contact)
  await sendToIdentifier(db, transports, change.from, 'sign-in-changed', text)
}
