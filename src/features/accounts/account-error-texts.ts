import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ACCOUNT_ERRORS } from '../../lib/account-schemas'

/** The accounts rules' English texts, and the API's own, in the shopper's language. */
export const ACCOUNT_ERROR_TEXT: Record<string, MessageDescriptor> = {
  [ACCOUNT_ERRORS.identifier]: msg`Please enter an email address or a Kenyan mobile number such as 0712 345 678`,
  [ACCOUNT_ERRORS.password]: msg`Please enter a password of 8 to 128 characters`,
  [ACCOUNT_ERRORS.passwordRequired]: msg`Please enter your password`,
  [ACCOUNT_ERRORS.passwordsDiffer]: msg`The two passwords are not the same`,
  [ACCOUNT_ERRORS.name]: msg`Please enter your first name (1 to 60 characters)`,
  [ACCOUNT_ERRORS.surname]: msg`Please enter your surname (1 to 60 characters)`,
  [ACCOUNT_ERRORS.email]: msg`Please enter a valid email address`,
  [ACCOUNT_ERRORS.phone]: msg`Please enter a Kenyan mobile number such as 0712 345 678`,
  [ACCOUNT_ERRORS.code]: msg`Please enter the 6-digit code we sent you`,
  [ACCOUNT_ERRORS.token]: msg`This reset link is not valid; please ask for a new one`,
  [ACCOUNT_ERRORS.gender]: msg`Please choose one of the options`,
  [ACCOUNT_ERRORS.bio]: msg`The bio can be at most 500 characters`,
  [ACCOUNT_ERRORS.dateOfBirth]: msg`Please enter a date of birth between 1900 and today`,
  [ACCOUNT_ERRORS.newIdentifierOrPassword]: msg`Enter a new email or phone number, or a new password`,
  'The email, phone number or password is wrong': msg`The email, phone number or password is wrong`,
  'This password is one of the most common ones; please choose another': msg`This password is one of the most common ones; please choose another`,
  'Another account already uses this': msg`Another account already uses this`,
  'This code has expired; please ask for a new one': msg`This code has expired; please ask for a new one`,
  'Too many wrong tries; please ask for a new code': msg`Too many wrong tries; please ask for a new code`,
  'The current password is wrong': msg`The current password is wrong`,
  'This reset link has expired or was already used; please ask for a new one': msg`This reset link has expired or was already used; please ask for a new one`,
}
