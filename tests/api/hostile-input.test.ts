import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_APPLICATION_BODY_BYTES } from '../../src/api/applications/uploads'
import { MAX_PHOTO_BODY_BYTES } from '../../src/api/kitchen-console/photo-upload'
import { MAX_BODY_BYTES } from '../../src/config/constants'
import { signedInUser } from '../fixtures/accounts'
import { apiRequest } from '../fixtures/api-request'
import { createKitchen } from '../fixtures/catalogue'
import { contractChecker, type OpenApiDocument } from '../fixtures/contract-check'
import { databaseChecksum, userChecksum } from '../fixtures/database-checksum'
import { hostileRequest, type Knowledge, type Operation } from '../fixtures/hostile-input'
import { listenOverHttp } from '../fixtures/http-transport'
import { kitchenAccount } from '../fixtures/kitchen'
import { createOrder, HOME_ADDRESS } from '../fixtures/orders'
import { type RawRequest, type RawResponse, sendRaw } from '../fixtures/raw-http'
import { testApi } from '../setup/test-database'

/**
 * Hostile input from the contract (decision 0023): for every operation of /api/openapi.json,
 * fast-check makes requests no client should send, and they go over real HTTP (srvx, as
 * `npm run serve`). Never a 5xx; every answer is documented for its operation and matches the
 * documented schema (an error is the JSON error body); a refused request leaves the database
 * as it was; nothing of another shopper leaks.
 *
 * A fixed seed by default, so a run is repeatable; HOSTILE_RUNS raises the requests per
 * operation and HOSTILE_SEED picks another seed.
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 8)
const SEED = Number(process.env.HOSTILE_SEED ?? 16)
const CALLBACK_SECRET = 'hostile-callback-secret'
/** Stands for the attacker's current access token (a request may end that session). */
const ATTACKER = '{attacker}'

/** Refusals that write by design, per operation (besides rate_limits, see database-checksum). */
const KEPT_ON_REFUSAL: Record<string, string[]> = {
  // A wrong code counts against the code's tries (five, then a new code is needed).
  'post /api/auth/verification/confirm': ['verification_codes'],
}

let api: Awaited<ReturnType<typeof testApi>>
let origin: string
let document: OpenApiDocument
let check: ReturnType<typeof contractChecker>
let knowledge: Knowledge
let attackerToken: string
/** Texts of the victim that no answer to the attacker may hold. */
let victimSecrets: string[]
let victimId: number

beforeAll(async () => {
  // Its own database on Postgres: whole tables are compared, and other files write at once.
  api = await testApi({
    ownDatabase: true,
    payments: { queryAfterMs: 60_000, callbackSecret: CALLBACK_SECRET },
  })
  origin = await listenOverHttp(api.app)
  document = (await (await fetch(`${origin}/api/openapi.json`)).json()) as OpenApiDocument
  check = contractChecker(document)
  const victim = await createOrder(api)
  const kitchen = await createKitchen(api.db)
  const meal = kitchen.meals[0]
  await apiRequest(api, 'PUT', `favorites/meals/${meal?.id}`, { token: victim.token })
  victimSecrets = [victim.registration.email, victim.registration.phone, HOME_ADDRESS.landmark]
  victimId = victim.user.id
  attackerToken = (await signedInUser(api)).accessToken
  // A kitchen's account too: its board must not reach the victim's order at another kitchen.
  const otherKitchen = await kitchenAccount(api, kitchen.id)
  knowledge = {
    othersIds: [victim.addressId, victim.id, victim.user.id, victim.result.payment?.id ?? victim.id],
    catalogueIds: [kitchen.id, ...kitchen.meals.map((m) => m.id)],
    pathWords: { kind: ['meals', 'kitchens'], provider: ['google'], secret: [CALLBACK_SECRET] },
    authorizations: [
      `Bearer ${ATTACKER}`,
      undefined,
      `Bearer ${otherKitchen.token}`,
      `Bearer ${victim.refreshToken}`,
      `Bearer ${'x'.repeat(40)}`,
      'Basic YW1pbmE6cGFzc3dvcmQ=',
      'Bearer',
    ],
  }
}, 120_000)
// Drops the file's own Postgres database (testApi's ownDatabase).
afterAll(() => api?.handle.close())

const operations = (): [string, string][] =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method): [string, string] => [path, method]),
  )

let addressCounter = 0
const stats: string[] = []

/** Sends one request as the attacker (from a fresh address, so no rate limit hides a fault). */
async function send(request: RawRequest): Promise<RawResponse> {
  addressCounter += 1
  const headers: Record<string, string> = {
    ...request.headers,
    'x-test-client-address': `10.66.${addressCounter >> 8}.${addressCounter & 255}`,
  }
  if (headers.authorization?.includes(ATTACKER))
    headers.authorization = headers.authorization.replace(ATTACKER, attackerToken)
  return sendRaw(origin, { ...request, headers })
}

/** What is wrong with one answer; empty when all holds. */
async function problemsOf(
  path: string,
  method: string,
  request: RawRequest,
  answer: RawResponse,
  before: object,
) {
  const problems = check(path, method, answer)
  if (answer.status >= 500) problems.unshift(`answered ${answer.status}`)
  const text = answer.body.toString('utf8')
  if (answer.status >= 400) {
    const body = (() => {
      try {
        return JSON.parse(text) as { message?: unknown; errors?: unknown }
      } catch {
        return undefined
      }
    })()
    if (typeof body?.message !== 'string' || typeof body.errors !== 'object')
      problems.push(`not the JSON error shape: ${text.slice(0, 200)}`)
    const after = await databaseChecksum(api.db)
    const kept = [
      ...(KEPT_ON_REFUSAL[`${method} ${path}`] ?? []),
      // An expected refusal is kept under its Idempotency-Key by design (decision record 0018).
      ...(request.headers['idempotency-key'] !== undefined ? ['idempotency_keys'] : []),
    ]
    const changed = Object.keys(after).filter(
      (table) => after[table] !== (before as Record<string, string>)[table] && !kept.includes(table),
    )
    if (changed.length > 0) problems.push(`refused with ${answer.status} but changed ${changed.join(', ')}`)
  }
  for (const secret of victimSecrets) if (text.includes(secret)) problems.push(`leaked ${secret}`)
  return problems.map(
    (problem) => `${problem}\n    request: ${(request as { summary?: string }).summary ?? request.path}`,
  )
}

/** Some answers end the attacker's session or account: sign a new attacker in. */
async function keepAttackerSignedIn() {
  const me = await fetch(`${origin}/api/auth/user/me`, {
    headers: { authorization: `Bearer ${attackerToken}` },
  })
  if (me.status === 401) attackerToken = (await signedInUser(api)).accessToken
}

describe('hostile input from the contract, over HTTP', () => {
  it('has operations to try', () => {
    expect(operations().length).toBeGreaterThan(40)
  })

  it('answers every operation without a 5xx, as documented, and refusals change nothing', async () => {
    const failures: string[] = []
    const victimBefore = await userChecksum(api.db, victimId)
    for (const [index, [path, method]] of operations().entries()) {
      const operation = document.paths[path]?.[method] as Operation
      await fc.assert(
        fc.asyncProperty(hostileRequest(path, method, operation, knowledge), async (request) => {
          const before = await databaseChecksum(api.db)
          const answer = await send(request)
          const problems = await problemsOf(path, method, request, answer, before)
          if (process.env.HOSTILE_STATS)
            stats.push(`${method} ${path} ${answer.status} ${answer.body.toString('utf8').slice(0, 300)}`)
          if (answer.status < 300 && method !== 'get') await keepAttackerSignedIn()
          failures.push(...problems)
          return true
        }),
        // One seed per operation, so operations do not all get the same sequence of choices.
        { seed: SEED + index, numRuns: RUNS },
      )
    }
    if (process.env.HOSTILE_STATS) console.info(stats.join('\n'))
    expect(failures).toEqual([])
    // Nothing of the victim's changed, whatever the attacker's requests were answered.
    expect(await userChecksum(api.db, victimId)).toEqual(victimBefore)
  }, 600_000)
})

describe('bodies at the HTTP edge, for every operation that takes one', () => {
  const writes = () => operations().filter(([, method]) => method !== 'get')
  const json = { 'content-type': 'application/json', authorization: `Bearer ${ATTACKER}` }
  // The application route takes two documents, a meal's photo route one photo: their own,
  // larger limits (decision records 0021 and 0031).
  const limitOf = (path: string) =>
    path === '/api/kitchen-applications'
      ? MAX_APPLICATION_BODY_BYTES
      : path === '/api/kitchen/meals/{id}/photo'
        ? MAX_PHOTO_BODY_BYTES
        : MAX_BODY_BYTES
  const overLimitOf = (path: string) => Buffer.from(`{"a":"${'x'.repeat(limitOf(path))}"}`)

  it('refuses a chunked body over the limit, and one that declares it, with 413 and changes nothing', async () => {
    const failures: string[] = []
    for (const [path, method] of writes()) {
      const target = path.replace(/\{[^}]+\}/g, '1')
      for (const transport of ['chunked', 'length'] as const) {
        const request = {
          method: method.toUpperCase(),
          path: target,
          headers: json,
          body: overLimitOf(path),
          transport,
        }
        const before = await databaseChecksum(api.db)
        const answer = await send(request)
        if (answer.status !== 413) failures.push(`${method} ${target} ${transport}: ${answer.status}`)
        failures.push(...(await problemsOf(path, method, request, answer, before)))
      }
    }
    expect(failures).toEqual([])
  })

  it('answers a body without Content-Length and one of the wrong content type as documented', async () => {
    const failures: string[] = []
    for (const [path, method] of writes()) {
      const target = path.replace(/\{[^}]+\}/g, String(knowledge.othersIds[0]))
      for (const [type, body] of [
        ['application/json', '{"quantity":1,"identifier":"0712345678"}'],
        ['text/plain', '{"quantity":1}'],
        ['application/x-www-form-urlencoded', 'quantity=1&identifier=0712345678'],
      ] as const) {
        const request = {
          method: method.toUpperCase(),
          path: target,
          headers: { ...json, 'content-type': type },
          body: Buffer.from(body),
          transport: 'chunked' as const,
        }
        const before = await databaseChecksum(api.db)
        const answer = await send(request)
        failures.push(...(await problemsOf(path, method, request, answer, before)))
        if (answer.status < 300) await keepAttackerSignedIn()
      }
    }
    expect(failures).toEqual([])
  })
})
