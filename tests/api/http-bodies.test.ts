import { request as httpRequest } from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES } from '../../src/config/constants'
import { signedInUser } from '../fixtures/accounts'
import { createKitchen } from '../fixtures/catalog'
import { listenOverHttp } from '../fixtures/http-transport'
import { testApi } from '../setup/test-database'

/**
 * Bodies as HTTP clients really send them, through srvx (the adapter `npm run serve` uses):
 * `fetch` sends a DELETE without Content-Length, curl a POST with none, and a streaming client
 * a chunked body. None of these may answer 5xx.
 */
let api: Awaited<ReturnType<typeof testApi>>
let origin: string

beforeAll(async () => {
  api = await testApi()
  // Always over HTTP here, whatever API_TRANSPORT says: this file is about the HTTP layer.
  origin = await listenOverHttp(api.app)
})

type Raw = { status: number; body: string }

/** One request written by hand: no Content-Length unless given, chunked when `chunks` are. */
function raw(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; chunks?: string[] } = {},
) {
  return new Promise<Raw>((resolve, reject) => {
    const request = httpRequest(
      `${origin}${path}`,
      { method, headers: options.headers ?? {} },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => {
          body += chunk
        })
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      },
    )
    request.on('error', reject)
    for (const chunk of options.chunks ?? []) request.write(chunk)
    request.end()
  })
}

describe('body-less and chunked writes over HTTP', () => {
  it('answers a DELETE or POST without a body as the route says, never 500', async () => {
    for (const [method, path] of [
      ['DELETE', '/api/auth/session/logout'],
      ['DELETE', '/api/favorites/meals/1'],
      ['DELETE', '/api/locations/1'],
      ['POST', '/api/orders'],
      ['POST', '/api/orders/1/cancel'],
    ] as const) {
      const answer = await raw(method, path)
      expect(answer.status, `${method} ${path}`).toBe(401)
      expect(JSON.parse(answer.body)).toMatchObject({ message: expect.any(String), errors: {} })
    }
  })

  it('lets a signed-in shopper remove a favorite and sign out with body-less requests', async () => {
    const meal = (await createKitchen(api.db)).meals[0]
    const shopper = await signedInUser(api)
    const auth = { Authorization: `Bearer ${shopper.accessToken}` }
    expect((await raw('PUT', `/api/favorites/meals/${meal?.id}`, { headers: auth })).status).toBe(200)
    expect((await raw('DELETE', `/api/favorites/meals/${meal?.id}`, { headers: auth })).status).toBe(200)
    const list = await raw('GET', '/api/favorites', { headers: auth })
    expect(JSON.parse(list.body).meals).toEqual([])
    expect((await raw('DELETE', '/api/auth/session/logout', { headers: auth })).status).toBe(200)
    expect((await raw('GET', '/api/favorites', { headers: auth })).status).toBe(401)
  })

  it('reads a chunked JSON body, and refuses a chunked body over the limit with 413', async () => {
    const json = { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }
    const inquiry = await raw('POST', '/api/auth/account/authenticate', {
      headers: json,
      chunks: ['{"identifier":', '"nobody@example.co.ke",', '"secret":"wrong password 1"}'],
    })
    expect(inquiry.status).toBe(401)
    const big = 'x'.repeat(64 * 1024)
    const chunks = Array.from({ length: Math.ceil(MAX_BODY_BYTES / big.length) + 2 }, () => big)
    const tooLarge = await raw('POST', '/api/inquiries', { headers: json, chunks })
    expect(tooLarge.status).toBe(413)
    expect(JSON.parse(tooLarge.body).errors.body).toHaveLength(1)
  })
})
