import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import * as v from 'valibot'
import { CODE_REQUEST_ANSWER_MIN_MS, RESET_REQUEST_ANSWER_MIN_MS } from '../../config/constants'
import { AccountEnvelope, SentEnvelope } from '../../contracts/accounts.responses'
import {
  IdentifierInput,
  ResetConfirmInput,
  VerificationConfirmInput,
} from '../../contracts/accounts.schemas'
import { findUserByIdentifier, toAccount } from '../../domain/accounts/accounts'
import { confirmReset, sendResetLink } from '../../domain/accounts/password-reset'
import { startSession } from '../../domain/accounts/sessions'
import {
  confirmVerificationCode,
  sendVerificationCode,
  tellFormerIdentifier,
} from '../../domain/accounts/verification'
import { claimApplications } from '../../domain/applications/review'
import { invalidField } from '../../domain/common/errors'
import { localizePath } from '../../i18n/routing'
import { identifierKind } from '../../lib/identifier'
import { errorResponses, json, jsonBody, optionallySignedIn, publicOperation, tooManyResponse } from '../docs'
import type { ApiEnv } from '../env'
import { validationFailed } from '../errors'
import { notSoonerThan } from './answer-floor'
import { consume, type LimitName, messageLimits } from './rate-limits'
import { clientAddress, requestLocale, userAgent } from './request-facts'
import { optionalSession } from './session-guard'

const sent = { data: { sent: true as const } }
const tooMany = tooManyResponse('Too many attempts; Retry-After says when to try again')

/** Verification codes and password resets (SPEC §4): request, then confirm. */
export const verificationRoutes = new Hono<ApiEnv>()
  .post(
    '/verification/request',
    describeRoute({
      ...publicOperation,
      tags: ['Auth'],
      summary:
        'Send a new 6-digit code: to an unverified identifier, to a phone number to sign in with, or (signed in) to the identifier the account asked to change to (same answer, in the same time, whether or not it has an account; one a minute per identifier)',
      requestBody: jsonBody(IdentifierInput),
      responses: { 202: json(SentEnvelope, 'Accepted'), 422: errorResponses[422], ...tooMany },
    }),
    validator('json', IdentifierInput, validationFailed),
    async (c) => {
      const started = performance.now()
      const { identifier } = c.req.valid('json')
      await consume(c, [['codesByIdentifier', identifier], ...messageLimits(identifier, clientAddress(c))])
      const user = await findUserByIdentifier(c.var.db, identifier)
      // A phone number's code signs its owner in (POST /verification/confirm with the number, or
      // /account/authenticate with the code as the secret); an e-mail's only verifies it.
      if (user && (!user.identifierVerifiedAt || identifierKind(user.identifier) === 'phone')) {
        await sendVerificationCode(c.var.db, c.var.accounts.transports, user, requestLocale(c))
      } else if (!user) {
        // The identifier the signed-in account asked to change to gets its code again.
        const signedIn = (await optionalSession(c))?.user
        if (signedIn?.pendingIdentifier === identifier)
          await sendVerificationCode(
            c.var.db,
            c.var.accounts.transports,
            { id: signedIn.id, identifier },
            requestLocale(c),
          )
      }
      // Writing and sending a code takes longer than finding no account: one steady wait hides it.
      await notSoonerThan(started, CODE_REQUEST_ANSWER_MIN_MS)
      return c.json(sent, 202)
    },
  )
  .post(
    '/verification/confirm',
    describeRoute({
      ...optionallySignedIn,
      tags: ['Auth'],
      summary:
        "Confirm the code; without a session the identifier says whose code it is, and a session starts. In a session, the code sent to credential.pendingIdentifier makes it the account's identifier, and the old one is told",
      requestBody: jsonBody(VerificationConfirmInput),
      responses: { 200: json(AccountEnvelope, 'Verified'), 422: errorResponses[422], ...tooMany },
    }),
    validator('json', VerificationConfirmInput, validationFailed),
    async (c) => {
      const { token, identifier } = c.req.valid('json')
      const signedIn = await optionalSession(c)
      const user =
        signedIn?.user ?? (identifier ? await findUserByIdentifier(c.var.db, identifier) : undefined)
      const address = clientAddress(c)
      const limits: [LimitName, string][] = [
        ['codeTriesByIdentifierAndAddress', `${user?.identifier ?? identifier ?? ''}|${address}`],
        ['codeTriesByAddress', address],
      ]
      await consume(c, limits)
      if (!user) {
        if (!identifier) throw invalidField('identifier', 'account.identifierMissing')
        throw invalidField('token', 'account.codeExpired')
      }
      // In the account's own session the code may be the one sent to the identifier it asked to
      // change to: then it signs in with that one, and the one it leaves is told.
      const confirmed = await confirmVerificationCode(c.var.db, user, token, { switching: Boolean(signedIn) })
      if (confirmed.identifier !== user.identifier) {
        const locale = requestLocale(c)
        const contact = `${c.var.accounts.publicUrl}${localizePath('/pages/contact', locale)}`
        await tellFormerIdentifier(
          c.var.db,
          c.var.accounts.transports,
          { from: user.identifier, to: confirmed.identifier, contact },
          locale,
        )
      }
      // A kitchen application sent with the e-mail just proved becomes the account's own.
      const verified = await claimApplications(c.var.db, confirmed)
      if (signedIn) return c.json({ data: toAccount(verified) }, 200)
      const tokens = await startSession(c.var.db, verified.id, userAgent(c))
      return c.json({ data: { ...toAccount(verified), ...tokens } }, 200)
    },
  )
  .post(
    '/reset/request',
    describeRoute({
      ...publicOperation,
      tags: ['Auth'],
      summary: 'Send a single-use reset link (same answer whether or not the account exists)',
      requestBody: jsonBody(IdentifierInput),
      responses: { 202: json(SentEnvelope, 'Accepted'), 422: errorResponses[422], ...tooMany },
    }),
    validator('json', IdentifierInput, validationFailed),
    async (c) => {
      const started = performance.now()
      const { identifier } = c.req.valid('json')
      await consume(c, messageLimits(identifier, clientAddress(c)))
      const user = await findUserByIdentifier(c.var.db, identifier)
      if (user) {
        const locale = requestLocale(c)
        const page = `${c.var.accounts.publicUrl}${localizePath('/auth/reset-password', locale)}`
        await sendResetLink(c.var.db, c.var.accounts.transports, user, locale, page)
      }
      // Writing and sending a link takes longer than finding no account (69 against 40 ms): one
      // steady wait hides which it was, as for registrations (decision record 0033).
      await notSoonerThan(started, RESET_REQUEST_ANSWER_MIN_MS)
      return c.json(sent, 202)
    },
  )
  .post(
    '/reset/confirm',
    describeRoute({
      ...publicOperation,
      tags: ['Auth'],
      summary: 'Set a new password with the token from the reset link; every session ends',
      requestBody: jsonBody(ResetConfirmInput),
      responses: {
        200: json(v.object({ data: v.object({ reset: v.literal(true) }) }), 'Password changed'),
        422: errorResponses[422],
        ...tooMany,
      },
    }),
    validator('json', ResetConfirmInput, validationFailed),
    async (c) => {
      await consume(c, [['resetTriesByAddress', clientAddress(c)]])
      const { token, newPassword } = c.req.valid('json')
      await confirmReset(c.var.db, token, newPassword)
      return c.json({ data: { reset: true as const } }, 200)
    },
  )
