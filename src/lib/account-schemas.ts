import * as v from 'valibot'
import { GENDERS } from './account-lists'
import { normaliseIdentifier } from './identifier'
import { kenyanPhone } from './phone'

/** The English field errors of the accounts forms; the web shows each in the shopper's language. */
export const ACCOUNT_ERRORS = {
  identifier: 'Please enter an email address or a Kenyan mobile number such as 0712 345 678',
  password: 'Please enter a password of 8 to 128 characters',
  passwordRequired: 'Please enter your password',
  passwordsDiffer: 'The two passwords are not the same',
  name: 'Please enter your first name (1 to 60 characters)',
  surname: 'Please enter your surname (1 to 60 characters)',
  email: 'Please enter a valid email address',
  phone: 'Please enter a Kenyan mobile number such as 0712 345 678',
  code: 'Please enter the 6-digit code we sent you',
  token: 'This reset link is not valid; please ask for a new one',
  gender: 'Please choose one of the options',
  bio: 'The bio can be at most 500 characters',
  dateOfBirth: 'Please enter a date of birth between 1900 and today',
  newIdentifierOrPassword: 'Enter a new email or phone number, or a new password',
} as const

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

const personName = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(60, message))

const Email = v.pipe(
  v.string(ACCOUNT_ERRORS.email),
  v.trim(),
  v.toLowerCase(),
  v.email(ACCOUNT_ERRORS.email),
  v.maxLength(254, ACCOUNT_ERRORS.email),
)

const Phone = kenyanPhone(ACCOUNT_ERRORS.phone)

/** An optional text field: empty text means "not given". */
const optional = <T extends v.GenericSchema<string, string>>(schema: T) =>
  v.optional(
    v.union([
      v.pipe(
        v.literal(''),
        v.transform(() => undefined),
      ),
      schema,
    ]),
  )

export const LoginInput = v.object({ identifier: IdentifierText, secret: CurrentPassword })

export const RegisterInput = v.object({
  name: personName(ACCOUNT_ERRORS.name),
  surname: personName(ACCOUNT_ERRORS.surname),
  email: optional(Email),
  phone: optional(Phone),
  credential: v.object({ identifier: IdentifierText, secret: Password }),
})

export const IdentifierInput = v.object({ identifier: IdentifierText })

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
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmNewPassword']],
      (input) => (input.newPassword ?? '') === (input.confirmNewPassword ?? ''),
      ACCOUNT_ERRORS.passwordsDiffer,
    ),
    ['confirmNewPassword'],
  ),
)

/** SPEC §5: always the current password; a new identifier and/or a new password with its confirmation. */
export const AccountUpdateInput = v.pipe(
  v.object({
    currentPassword: CurrentPassword,
    newIdentifier: optional(IdentifierText),
    newPassword: optional(Password),
    confirmNewPassword: v.optional(v.string()),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmNewPassword']],
      (input) => (input.newPassword ?? '') === (input.confirmNewPassword ?? ''),
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

export const RefreshInput = v.object({ refreshToken: v.pipe(v.string(), v.regex(/^[\w-]{20,100}$/)) })

export type ProfileValues = v.InferOutput<typeof ProfileInput>
