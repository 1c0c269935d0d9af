import * as v from 'valibot'
import { GENDERS, ROLES } from './accounts.lists'

/**
 * The Auth API's answers: the account, a session, a sent code. Each shape's type is exported
 * beside it, and the domain returns it: the OpenAPI document and the domain cannot drift apart.
 */

/** The user as SPEC §3 shows them: name, surname, email, avatarUrl, the profile fields and roles. */
const PublicUser = v.object({
  id: v.number(),
  name: v.string(),
  surname: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  avatarUrl: v.nullable(v.string()),
  gender: v.nullable(v.picklist(GENDERS)),
  bio: v.nullable(v.string()),
  dateOfBirth: v.nullable(v.string()),
  roles: v.array(v.picklist(ROLES)),
  createdAt: v.string(),
})

/** What the user signs in with, and whether they proved it is theirs. */
const Credential = v.object({
  identifier: v.string(),
  kind: v.picklist(['email', 'phone']),
  verified: v.boolean(),
  hasPassword: v.boolean(),
  /** A new identifier waiting for its code: the account signs in with `identifier` until then. */
  pendingIdentifier: v.nullable(v.string()),
})

export const Account = v.object({ user: PublicUser, credential: Credential })
export type Account = v.InferOutput<typeof Account>

export const AccountEnvelope = v.object({ data: Account })

/** What a client keeps after signing in: both tokens and when each stops working. */
export const SessionTokens = v.object({
  accessToken: v.string(),
  refreshToken: v.string(),
  accessTokenExpiresAt: v.string(),
  refreshTokenExpiresAt: v.string(),
})
export type SessionTokens = v.InferOutput<typeof SessionTokens>

export const SessionEnvelope = v.object({ data: v.object({ ...Account.entries, ...SessionTokens.entries }) })

/** POST /session/refresh answers the new pair only. */
export const TokensEnvelope = v.object({ data: SessionTokens })

/**
 * The answer to a registration, the same whether the account was opened or the identifier was
 * taken (decision record 0033): the identifier as stored (a phone in +254 form) and its kind.
 */
export const RegistrationEnvelope = v.object({
  data: v.object({ identifier: v.string(), kind: v.picklist(['email', 'phone']) }),
})

export const SentEnvelope = v.object({ data: v.object({ sent: v.literal(true) }) })

export const SignedOutEnvelope = v.object({ data: v.object({ signedOut: v.number() }) })

/** Rows of the export, as stored (each its own shape; see domain/accounts/data-export.ts). */
const ExportedRows = v.array(v.record(v.string(), v.unknown()))

/** Everything stored about the user (Data Protection Act 2019). */
export const DataExport = v.object({
  exportedAt: v.string(),
  ...Account.entries,
  sessions: ExportedRows,
  messagesSent: ExportedRows,
  contactMessages: ExportedRows,
  addresses: ExportedRows,
  orders: ExportedRows,
  payments: ExportedRows,
  notifications: ExportedRows,
  reviews: ExportedRows,
  favorites: ExportedRows,
  cart: ExportedRows,
  kitchenApplications: ExportedRows,
})
export type DataExport = v.InferOutput<typeof DataExport>

/** GET /user/me/export. */
export const AccountExport = v.object({ data: DataExport })
