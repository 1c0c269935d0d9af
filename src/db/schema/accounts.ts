import { sql } from 'drizzle-orm'
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Role } from '../../contracts/accounts.lists'
import { genderEnum, messageChannelEnum, messagePurposeEnum } from './enums'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** A shopper's account. `identifier` is what they sign in with: an email or a +254 phone number. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased email or E.164 phone (+2547XXXXXXXX / +2541XXXXXXXX). */
    identifier: text('identifier').notNull(),
    identifierVerifiedAt: timestamp('identifier_verified_at', { withTimezone: true }),
    /**
     * A new identifier asked for and not yet proved: the account keeps signing in with `identifier`
     * until the code sent to this one is confirmed (then the old one is told).
     */
    pendingIdentifier: text('pending_identifier'),
    /** argon2id; null for an account that only signs in with a social provider. */
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    email: text('email'),
    phone: text('phone'),
    gender: genderEnum('gender'),
    bio: text('bio'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    avatarUrl: text('avatar_url'),
    roles: text('roles').array().$type<Role[]>().notNull().default(sql`ARRAY['customer']::text[]`),
    googleSubject: text('google_subject'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_identifier_key').on(t.identifier),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
  ],
)

/**
 * One signed-in device. Tokens are stored as SHA-256 hashes only. A refresh rotates the
 * session: the old row is marked `rotatedAt` and a new row joins the same `family`; presenting
 * an already-rotated refresh token revokes the whole family (reuse detection).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family: text('family').notNull(),
    accessTokenHash: text('access_token_hash').notNull(),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    /**
     * The pair this session was rotated into, encrypted with a key only the old refresh token
     * gives: a client that presents it again within the grace window gets the same pair back.
     */
    successorTokens: text('successor_tokens'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_access_token_hash_key').on(t.accessTokenHash),
    uniqueIndex('sessions_refresh_token_hash_key').on(t.refreshTokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_family_idx').on(t.family),
  ],
)

/** A 6-digit code proving the identifier belongs to the account holder (hashed, 10 minutes, 5 tries). */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    identifier: text('identifier').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId)],
)

/** A single-use password-reset token (hashed, 30 minutes). */
export const resetTokens = pgTable(
  'reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reset_tokens_token_hash_key').on(t.tokenHash)],
)

/**
 * Every message the service sends. Without SMTP or Africa's Talking configured nothing leaves
 * the machine and the development outbox page lists these rows instead.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: messageChannelEnum('channel').notNull(),
    purpose: messagePurposeEnum('purpose').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    /** Tries so far; the scheduler retries a failed or queued message with backoff (decision record 0034). */
    attempts: integer('attempts').notNull().default(0),
    /** Not tried again before this (backoff after a failure). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Someone is sending it until then: no other sender takes it; a dead sender's claim runs out. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_recipient_idx').on(t.recipient),
    // The scheduler's look for messages still to send.
    index('outbox_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null`),
  ],
)

/** Counters of rate-limiter-flexible's Drizzle store: shared by every instance of the service. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
})

export type UserRow = typeof users.$inferSelect
/**
 * A user as a signed-in request holds it: every column but the password hash, and whether there
 * is one. Only signing in and checking the current password read the hash, each on its own.
 */
export type SessionUser = Omit<UserRow, 'passwordHash'> & { hasPassword: boolean }
export type SessionRow = typeof sessions.$inferSelect
/** The session as a signed-in request holds it: which one, whose, and its family; no token material. */
export type SignedInSession = Pick<SessionRow, 'id' | 'userId' | 'family'>
export type OutboxRow = typeof outbox.$inferSelect
