import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES } from '../../src/config/constants'
import { signedInUser } from '../fixtures/accounts'
import { createKitchen } from '../fixtures/catalogue'
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

describe('an oversized body', () => {
  it('is answered 413 with Connection: close, and every client gets the whole answer', async () => {
    // Kept alive, the unread rest of a large body left fetch hanging or reset mid-answer.
    for (const size of [MAX_BODY_BYTES + 1, 5 * MAX_BODY_BYTES, 20 * MAX_BODY_BYTES]) {
      const response = await fetch(`${origin}/api/inquiries`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: Buffer.alloc(size, 'a'),
        signal: AbortSignal.timeout(10_000),
      })
      expect(response.status, `${size} bytes`).toBe(413)
      expect(response.headers.get('connection')).toBe('close')
      expect(await response.json()).toMatchObject({
        code: 'input.tooLarge',
        errors: { body: [expect.any(String)] },
      })
    }
  })

  it('over a raw socket: the answer arrives whole, then the server ends the connection', async () => {
    const { port } = new URL(origin)
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1')
      let data = ''
      socket.setEncoding('utf8')
      socket.on('data', (chunk) => {
        data += chunk
      })
      socket.on('end', () => resolve(data))
      socket.on('error', reject)
      // Declares 2 MiB, sends 64 KiB, then waits for the answer without sending the rest.
      socket.write(
        `POST /api/inquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${2 * MAX_BODY_BYTES}\r\n\r\n`,
      )
      socket.write(Buffer.alloc(64 * 1024, 'a'))
    })
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toMatch(/\r\nconnection: close\r\n/i)
    expect(answer).toContain('"code":"input.tooLarge"')
    // The body is complete (a chunked answer ends with its zero-length chunk) before the end.
    expect(answer.endsWith('\r\n0\r\n\r\n') || /content-length: \d+/i.test(answer)).toBe(true)
  })
})
