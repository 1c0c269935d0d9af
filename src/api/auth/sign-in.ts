import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import * as v from 'valibot'
import { REGISTRATION_ANSWER_MIN_MS, SIGN_IN_REFUSAL_MIN_MS } from '../../config/constants'
import { SOCIAL_PROVIDERS } from '../../contracts/accounts.lists'
import {
  RegistrationEnvelope,
  SessionEnvelope,
  SignedOutEnvelope,
  TokensEnvelope,
} from '../../contracts/accounts.responses'
import { LoginInput, RefreshInput, RegisterInput } from '../../contracts/accounts.schemas'
import { ErrorBody } from '../../contracts/common.responses'
import type { Db } from '../../db/client'
import type { UserRow } from '../../db/schema'
import { sendAccountExists } from '../../domain/accounts/account-exists'
import { findUserByIdentifier, register, toAccount } from '../../domain/accounts/accounts'
import { accountForGoogle, googleProfile } from '../../domain/accounts/google'
import { verifyPassword } from '../../domain/accounts/passwords'
import { endSessions, refreshSession, startSession } from '../../domain/accounts/sessions'
import { confirmVerificationCode, sendVerificationCode } from '../../domain/accounts/verification'
import { claimApplications } from '../../domain/applications/review'
import { DomainError } from '../../domain/common/errors'
import { localizePath } from '../../i18n/routing'
import { identifierKind } from '../../lib/identifier'
import {
  errorResponses,
  json,
  jsonBody,
  publicOperation,
  signedInOnly,
  signedInOperation,
  tooManyResponse,
} from '../docs'
import type { ApiEnv } from '../env'
import { ApiError, validationFailed } from '../errors'
import { notSoonerThan } from './answer-floor'
import { consume } from './rate-limits'
import { clientAddress, requestLocale, userAgent } from './request-facts'
import { requireSession } from './session-guard'
import { passwordTries } from './sign-in-limits'

const { 429: tooMany } = tooManyResponse('Too many attempts; Retry-After says when to try again')

const SMS_CODE = /^\d{6}$/

/** Whether the code is the one last sent to the account (each wrong one spends one of its tries). */
async function codeSignsIn(db: Db, user: UserRow | undefined, code: string): Promise<boolean> {
  if (!user) return false
  try {
    await confirmVerificationCode(db, user, code)
    return true
  } catch (error) {
    if (error instanceof DomainError) return false
    throw error
  }
}

/** Sign-in, registration and the session's life: POST /account/authenticate, /account/register, /session/*. */
export const signInRoutes = new Hono<ApiEnv>()
  .post(
    '/account/authenticate',
    describeRoute({
      ...publicOperation,
      tags: ['Auth'],
      summary:
        'Sign in with an email or Kenyan phone number and a password, or with a phone number and the 6-digit code POST /verification/request sent it (the code as the secret)',
      requestBody: jsonBody(LoginInput),
      responses: {
        200: json(SessionEnvelope, 'Signed in'),
        401: json(ErrorBody, 'The identifier or password is wrong'),
        422: errorResponses[422],
        429: tooMany,
      },
    }),
    validator('json', LoginInput, validationFailed),
    async (c) => {
      const started = performance.now()
      const { identifier, secret } = c.req.valid('json')
      const tries = passwordTries(c, identifier, clientAddress(c))
      await tries.take()
      // An unknown identifier is checked against a decoy hash: both answers take as long.
      const user = await findUserByIdentifier(c.var.db, identifier)
      // Six digits to a phone number are the code sent to it: no password is ever that short.
      const matches =
        identifierKind(identifier) === 'phone' && SMS_CODE.test(secret)
          ? await codeSignsIn(c.var.db, user, secret)
          : await verifyPassword(user?.passwordHash ?? null, secret)
      if (!user || !matches) {
        await tries.failed()
        await notSoonerThan(started, SIGN_IN_REFUSAL_MIN_MS)
        throw new ApiError(401, 'account.wrongCredentials', {
          secret: ['account.wrongCredentials'],
        })
      }
      await tries.succeeded()
      const tokens = await startSession(c.var.db, user.id, userAgent(c))
      // A kitchen application sent with this e-mail before the account existed becomes its own.
      const account = await claimApplications(c.var.db, user)
      return c.json({ data: { ...toAccount(account), ...tokens } }, 200)
    },
  )
  .post(
    '/account/register',
    describeRoute({
      ...publicOperation,
      tags: ['Auth'],
      summary:
        'Open an account with an e-mail or a Kenyan mobile number (07…, 01…, +254…, 254…; stored as +254…) as credential.identifier; a phone number may leave credential.secret out and sign in with SMS codes. A verification code goes to the identifier (the same answer when it already has an account: a message tells its owner instead)',
      requestBody: jsonBody(RegisterInput),
      responses: {
        202: json(
          RegistrationEnvelope,
          'Accepted: a code, or a note that the account exists, is on its way to the identifier',
        ),
        422: errorResponses[422],
        429: tooMany,
      },
    }),
    validator('json', RegisterInput, validationFailed),
    async (c) => {
      const started = performance.now()
      await consume(c, [['registrationsByAddress', clientAddress(c)]])
      const locale = requestLocale(c)
      const outcome = await register(c.var.db, c.req.valid('json'))
      const identifier = outcome.created ? outcome.user.identifier : outcome.identifier
      if (outcome.created) {
        await sendVerificationCode(c.var.db, c.var.accounts.transports, outcome.user, locale)
      } else {
        const page = (path: string) => `${c.var.accounts.publicUrl}${localizePath(path, locale)}`
        await sendAccountExists(c.var.db, c.var.accounts.transports, identifier, locale, {
          signIn: page('/auth/login'),
          reset: page('/auth/forgot-password'),
        })
      }
      // Opening an account writes more than telling an owner: one steady wait hides which it was.
      await notSoonerThan(started, REGISTRATION_ANSWER_MIN_MS)
      return c.json({ data: { identifier, kind: identifierKind(identifier) } }, 202)
    },
  )
  .get(
    '/account/:provider/callback',
    describeRoute({
      ...publicOperation,
      tags: ['Auth'],
      summary:
        'Finish a social sign-in: the authorization code and its PKCE verifier (the web checked the state)',
      responses: {
        200: json(SessionEnvelope, 'Signed in'),
        401: json(ErrorBody, 'Google did not confirm the sign-in'),
        404: errorResponses[404],
        422: errorResponses[422],
      },
    }),
    validator(
      'param',
      v.object({ provider: v.picklist(SOCIAL_PROVIDERS, 'account.unknownProvider') }),
      validationFailed,
    ),
    validator(
      'query',
      v.object({
        code: v.pipe(v.string(), v.minLength(1), v.maxLength(2048)),
        codeVerifier: v.pipe(v.string(), v.regex(/^[\w.~-]{43,128}$/, 'account.codeVerifier')),
        redirectUri: v.pipe(v.string(), v.url()),
      }),
      validationFailed,
    ),
    async (c) => {
      const google = c.var.accounts.google
      if (!google) throw new ApiError(404, 'account.googleOff')
      const profile = await googleProfile(google, c.req.valid('query'))
      const user = await accountForGoogle(c.var.db, profile)
      const tokens = await startSession(c.var.db, user.id, userAgent(c))
      const account = await claimApplications(c.var.db, user)
      return c.json({ data: { ...toAccount(account), ...tokens } }, 200)
    },
  )
  .post(
    '/session/refresh',
    describeRoute({
      ...publicOperation,
      tags: ['Auth'],
      summary: 'Trade a refresh token for a new token pair (the old pair stops working)',
      requestBody: jsonBody(RefreshInput),
      responses: {
        200: json(TokensEnvelope, 'A new token pair'),
        401: json(
          ErrorBody,
          'The refresh token is unknown, expired, or was used twice (the family is signed out)',
        ),
      },
    }),
    validator('json', RefreshInput, validationFailed),
    async (c) => {
      const tokens = await refreshSession(c.var.db, c.req.valid('json').refreshToken, userAgent(c))
      return c.json({ data: tokens }, 200)
    },
  )
  .delete(
    '/session/logout',
    describeRoute({
      ...signedInOperation,
      tags: ['Auth'],
      summary: 'Sign out this device, or with all=true every device',
      responses: { 200: json(SignedOutEnvelope, 'Signed out'), ...signedInOnly },
    }),
    validator(
      'query',
      v.object({ all: v.optional(v.picklist(['true', 'false'], 'input.all')) }),
      validationFailed,
    ),
    requireSession,
    async (c) => {
      const ended = await endSessions(c.var.db, c.var.session, c.req.valid('query').all === 'true')
      return c.json({ data: { signedOut: ended } }, 200)
    },
  )
