import { type Context, Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import * as v from 'valibot'
import { AccountEnvelope, AccountExport } from '../../contracts/accounts.responses'
import { AccountUpdateInput, DeleteAccountInput, ProfileInput } from '../../contracts/accounts.schemas'
import { anyQuery } from '../../contracts/common.responses'
import {
  deleteAccount,
  passwordHashOf,
  requestIdentifierChange,
  setPassword,
  toAccount,
  updateProfile,
} from '../../domain/accounts/accounts'
import { exportAccountData } from '../../domain/accounts/data-export'
import { verifyPassword } from '../../domain/accounts/passwords'
import { endOtherSessions } from '../../domain/accounts/sessions'
import { sendVerificationCode } from '../../domain/accounts/verification'
import { invalidField } from '../../domain/common/errors'
import {
  conflictResponse,
  errorResponses,
  json,
  jsonBody,
  signedInOnly,
  signedInOperation,
  tooManyResponse,
} from '../docs'
import type { SignedInEnv } from '../env'
import { validationFailed } from '../errors'
import { consume, messageLimits } from './rate-limits'
import { clientAddress, requestLocale } from './request-facts'
import { requireSession } from './session-guard'
import { passwordTries } from './sign-in-limits'

/** The signed-in user's own account: GET/PUT /user/me, PUT /account/update, export and erasure. */

const passwordTriesSpent = tooManyResponse('Too many wrong passwords; Retry-After says when to try again')
export const meRoutes = new Hono<SignedInEnv>()
  .use('/user/*', requireSession)
  .use('/account/update', requireSession)
  .get(
    '/user/me',
    describeRoute({
      ...signedInOperation,
      tags: ['Auth'],
      summary: 'The signed-in user and credential',
      responses: { 200: json(AccountEnvelope, 'The account'), ...signedInOnly },
    }),
    // SPEC §7: an optional query; any keys are accepted and ignored.
    validator('query', anyQuery, validationFailed),
    (c) => c.json({ data: toAccount(c.var.user) }, 200),
  )
  .put(
    '/user/me',
    describeRoute({
      ...signedInOperation,
      tags: ['Auth'],
      summary: 'Update the profile: name, surname, email, phone, gender, bio, date of birth',
      requestBody: jsonBody(ProfileInput),
      responses: {
        200: json(AccountEnvelope, 'Updated'),
        ...conflictResponse,
        422: errorResponses[422],
        ...signedInOnly,
      },
    }),
    validator('json', ProfileInput, validationFailed),
    async (c) =>
      c.json({ data: toAccount(await updateProfile(c.var.db, c.var.user.id, c.req.valid('json'))) }, 200),
  )
  .get(
    '/user/me/export',
    describeRoute({
      ...signedInOperation,
      tags: ['Auth'],
      summary: 'Everything stored about the user, as JSON (Data Protection Act 2019: access and portability)',
      responses: { 200: json(AccountExport, 'The data'), ...signedInOnly },
    }),
    async (c) => c.json({ data: await exportAccountData(c.var.db, c.var.user) }, 200),
  )
  .delete(
    '/user/me',
    describeRoute({
      ...signedInOperation,
      tags: ['Auth'],
      summary: 'Erase the account and everything tied to it (right to deletion); needs the password',
      requestBody: jsonBody(DeleteAccountInput),
      responses: {
        200: json(v.object({ data: v.object({ deleted: v.literal(true) }) }), 'Erased'),
        422: errorResponses[422],
        ...signedInOnly,
        ...passwordTriesSpent,
      },
    }),
    validator('json', DeleteAccountInput, validationFailed),
    async (c) => {
      await checkCurrentPassword(c, c.req.valid('json').currentPassword)
      await deleteAccount(c.var.db, c.var.user.id)
      return c.json({ data: { deleted: true as const } }, 200)
    },
  )
  .put(
    '/account/update',
    describeRoute({
      ...signedInOperation,
      tags: ['Auth'],
      summary:
        'Change the password and/or ask to sign in with a new identifier: a code goes to it, and the account keeps its identifier (credential.pendingIdentifier says which is asked for) until POST /verification/confirm takes that code in this session; the old identifier is then told. Needs the current password where the account has one; the current identifier withdraws the request',
      requestBody: jsonBody(AccountUpdateInput),
      responses: {
        200: json(AccountEnvelope, 'Changed'),
        ...conflictResponse,
        422: errorResponses[422],
        ...signedInOnly,
        ...tooManyResponse(
          'Too many wrong passwords, or codes sent to that identifier; Retry-After says when to try again',
        ),
      },
    }),
    validator('json', AccountUpdateInput, validationFailed),
    async (c) => {
      const input = c.req.valid('json')
      const { user: current, session } = c.var
      // An account that signs in by SMS code alone has no password to give: its session, the new
      // identifier's code and the notice to the old one guard the change instead.
      // Withdrawing a change asked for (the current identifier again) gives nothing away.
      const withdrawing = input.newIdentifier === current.identifier && !input.newPassword
      if (current.hasPassword && !withdrawing) {
        if (!input.currentPassword) throw invalidField('currentPassword', 'account.passwordRequired')
        await checkCurrentPassword(c, input.currentPassword)
      }
      const newIdentifier = input.newIdentifier
      // A code goes to the new identifier: the limits of every code and message sent apply.
      if (newIdentifier && newIdentifier !== current.identifier)
        await consume(c, [
          ['codesByIdentifier', newIdentifier],
          ...messageLimits(newIdentifier, clientAddress(c)),
        ])
      // All or nothing: an identifier another account holds (409) must not leave the password
      // changed and the other devices signed out.
      const user = await c.var.db.transaction(async (tx) => {
        if (input.newPassword) {
          await setPassword(tx, current.id, input.newPassword, 'newPassword')
          // Whoever may have known the old password is signed out everywhere else.
          await endOtherSessions(tx, current.id, session.family)
        }
        return newIdentifier ? requestIdentifierChange(tx, current.id, newIdentifier) : current
      })
      if (user.pendingIdentifier && newIdentifier)
        await sendVerificationCode(
          c.var.db,
          c.var.accounts.transports,
          { id: user.id, identifier: user.pendingIdentifier },
          requestLocale(c),
        )
      return c.json({ data: toAccount(user) }, 200)
    },
  )

/** A wrong current password counts as a failed sign-in for the rate limits. */
async function checkCurrentPassword(c: Context<SignedInEnv>, password: string) {
  const tries = passwordTries(c, c.var.user.identifier, clientAddress(c))
  await tries.take()
  if (!(await verifyPassword(await passwordHashOf(c.var.db, c.var.user.id), password))) {
    await tries.failed()
    throw invalidField('currentPassword', 'account.currentPasswordWrong')
  }
  await tries.succeeded()
}
