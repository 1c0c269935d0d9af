import * as v from 'valibot'
import type { ErrorCode } from '../i18n/error-messages'
import { normaliseIdentifier } from '../lib/identifier'
import { kenyanPhone } from '../lib/phone'
import { emptyAsMissing, trimmedText } from '../lib/schema-pieces'
import { GENDERS } from './accounts.lists'

/** The message ids of the accounts rules (their texts: src/i18n/error-messages.ts). */
const ACCOUNT_ERRORS = {
  identifier: 'account.identifier',
  password: 'account.password',
  passwordRequired: 'account.passwordRequired',
  passwordForEmail: 'account.passwordForEmail',
  passwordsDiffer: 'account.passwordsDiffer',
  name: 'account.name',
  surname: 'account.surname',
  email: 'account.email',
  phone: 'account.phone',
  code: 'account.code',
  token: 'account.token',
  gender: 'account.gender',
  bio: 'account.bio',
  dateOfBirth: 'account.dateOfBirth',
  newIdentifierOrPassword: 'account.newIdentifierOrPassword',
} as const satisfies Record<string, ErrorCode>

/** Passwords: 8 to 128 characters and nothing else (NIST SP 800-63B); common ones are refused by the API. */
export const Password = v.pipe(
  v.string(ACCOUNT_ERRORS.password),
  v.minLength(8, ACCOUNT_ERRORS.password),
  v.maxLength(128, ACCOUNT_ERRORS.password),
)

/** A password being checked, not set: any non-empty text (old accounts may predate today's rules). */
const CurrentPassword = v.pipe(
  v.string(ACCOUNT_ERRORS.passwordRequired),
  v.minLength(1, ACCOUNT_ERRORS.passwordRequired),
  v.maxLength(1024, ACCOUNT_ERRORS.passwordRequired),
)

export const IdentifierText = v.pipe(
  v.string(ACCOUNT_ERRORS.identifier),
  v.trim(),
  v.check((s) => normaliseIdentifier(s) !== null, ACCOUNT_ERRORS.identifier),
  v.transform((s) => normaliseIdentifier(s)?.value ?? s),
)

const personName = (message: string) => trimmedText(1, 60, message)

const Email = v.pipe(
  v.string(ACCOUNT_ERRORS.email),
  v.trim(),
  v.toLowerCase(),
  v.email(ACCOUNT_ERRORS.email),
  v.maxLength(254, ACCOUNT_ERRORS.email),
)

const Phone = kenyanPhone(ACCOUNT_ERRORS.phone)

const optional = emptyAsMissing

/**
 * The rule of every form that sets a password: the confirmation repeats it. Written once; each
 * schema wires it to its own fields (valibot types a check by the object it is piped into).
 */
const newPasswordsAgree = (input: {
  newPassword?: string | undefined
  confirmNewPassword?: string | undefined
}) => (input.newPassword ?? '') === (input.confirmNewPassword ?? '')

export const LoginInput = v.object({ identifier: IdentifierText, secret: CurrentPassword })

/**
 * A password is needed to sign in with an e-mail; a phone number may go without one and sign in
 * with a code by SMS (POST /verification/request). Written once for the API and the form.
 */
export const passwordUnlessPhone = (input: { identifier: string; secret?: string | undefined }) =>
  input.secret !== undefined || normaliseIdentifier(input.identifier)?.kind === 'phone'

export const RegisterInput = v.object({
  name: personName(ACCOUNT_ERRORS.name),
  surname: personName(ACCOUNT_ERRORS.surname),
  email: optional(Email),
  phone: optional(Phone),
  credential: v.pipe(
    v.object({ identifier: IdentifierText, secret: optional(Password) }),
    v.forward(
      v.partialCheck([['identifier'], ['secret']], passwordUnlessPhone, ACCOUNT_ERRORS.passwordForEmail),
      ['secret'],
    ),
  ),
})

export const IdentifierInput = v.object({ identifier: IdentifierText })

/** A phone number to sign in with by SMS code (07…, 01…, +254…, 254…), normalised to +254…. */
export const PhoneIdentifierInput = v.object({ identifier: Phone })

export const VerificationConfirmInput = v.object({
  token: v.pipe(v.string(ACCOUNT_ERRORS.code), v.trim(), v.regex(/^\d{6}$/, ACCOUNT_ERRORS.code)),
  /** Needed when the request carries no session: whose code this is. */
  identifier: v.optional(IdentifierText),
})

export const ResetConfirmInput = v.pipe(
  v.object({
    newPassword: Password,
    confirmNewPassword: v.string(ACCOUNT_ERRORS.passwordsDiffer),
    token: v.pipe(v.string(ACCOUNT_ERRORS.token), v.regex(/^[\w-]{20,100}$/, ACCOUNT_ERRORS.token)),
  }),
  // partialCheck: checked even when other fields are wrong, so every error shows at once.
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmNewPassword']],
      newPasswordsAgree,
      ACCOUNT_ERRORS.passwordsDiffer,
    ),
    ['confirmNewPassword'],
  ),
)

/** SPEC §5: always the current password; a new identifier and/or a new password with its confirmation. */
export const AccountUpdateInput = v.pipe(
  v.object({
    // Required where the account has a password (the API says so); one signing in by code has none.
    currentPassword: optional(CurrentPassword),
    newIdentifier: optional(IdentifierText),
    newPassword: optional(Password),
    confirmNewPassword: v.optional(v.string()),
  }),
  // partialCheck: checked even when other fields are wrong, so every error shows at once.
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmNewPassword']],
      newPasswordsAgree,
      ACCOUNT_ERRORS.passwordsDiffer,
    ),
    ['confirmNewPassword'],
  ),
  v.forward(
    v.check(
      (input) => Boolean(input.newIdentifier || input.newPassword),
      ACCOUNT_ERRORS.newIdentifierOrPassword,
    ),
    ['newPassword'],
  ),
)

const today = () => new Date().toISOString().slice(0, 10)

export const ProfileInput = v.object({
  name: personName(ACCOUNT_ERRORS.name),
  surname: personName(ACCOUNT_ERRORS.surname),
  email: v.nullish(optional(Email)),
  phone: v.nullish(optional(Phone)),
  gender: v.nullish(optional(v.picklist(GENDERS, ACCOUNT_ERRORS.gender))),
  bio: v.nullish(v.pipe(v.string(ACCOUNT_ERRORS.bio), v.trim(), v.maxLength(500, ACCOUNT_ERRORS.bio))),
  dateOfBirth: v.nullish(
    optional(
      v.pipe(
        v.string(ACCOUNT_ERRORS.dateOfBirth),
        v.isoDate(ACCOUNT_ERRORS.dateOfBirth),
        v.check((d) => d >= '1900-01-01' && d <= today(), ACCOUNT_ERRORS.dateOfBirth),
      ),
    ),
  ),
})

export const DeleteAccountInput = v.object({ currentPassword: CurrentPassword })

export const RefreshInput = v.object({
  refreshToken: v.pipe(v.string('account.refreshToken'), v.regex(/^[\w-]{20,100}$/, 'account.refreshToken')),
})
