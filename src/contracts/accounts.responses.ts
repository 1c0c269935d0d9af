import * as v from 'valibot'

/** The Auth API's answers: the account, a session, a sent code. */

const PublicUser = v.object({
  id: v.number(),
  name: v.string(),
  surname: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  avatarUrl: v.nullable(v.string()),
  gender: v.nullable(v.string()),
  bio: v.nullable(v.string()),
  dateOfBirth: v.nullable(v.string()),
  roles: v.array(v.string()),
  createdAt: v.string(),
})

const Credential = v.object({
  identifier: v.string(),
  kind: v.picklist(['email', 'phone']),
  verified: v.boolean(),
  hasPassword: v.boolean(),
})

export const AccountEnvelope = v.object({ data: v.object({ user: PublicUser, credential: Credential }) })

export const SessionEnvelope = v.object({
  data: v.object({
    user: PublicUser,
    credential: Credential,
    accessToken: v.string(),
    refreshToken: v.string(),
    accessTokenExpiresAt: v.string(),
    refreshTokenExpiresAt: v.string(),
  }),
})

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

/** GET /user/me/export: everything stored about the user (Data Protection Act 2019). */
export const AccountExport = v.object({
  data: v.object({
    exportedAt: v.string(),
    user: PublicUser,
    credential: Credential,
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
  }),
})
