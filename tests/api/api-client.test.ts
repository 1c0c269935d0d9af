import { serve } from 'srvx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient, type Endpoint } from '../../src/server/api-client.server'
import { sendApiRequest } from '../../src/server/api-request.server'
import { createKitchen, uniqueTag } from '../fixtures/catalogue'
import { testApi } from '../setup/test-database'

type Server = ReturnType<typeof serve>
const servers: Server[] = []

/** A real HTTP server on a free loopback port. */
async function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<string> {
  const server = serve({ port: 0, hostname: '127.0.0.1', fetch, silent: true, gracefulShutdown: false })
  await server.ready()
  servers.push(server)
  return (server.url ?? '').replace(/\/$/, '')
}

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close(true)))
})

const over = (origin: string): { auth: Endpoint; shop: Endpoint } => ({
  auth: { baseUrl: `${origin}/api/auth`, fetch },
  shop: { baseUrl: `${origin}/api`, fetch },
})

let api: Awaited<ReturnType<typeof testApi>>
let remoteOrigin: string
/** In the names of this file's kitchens: the same listing whatever other files add meanwhile. */
const tag = uniqueTag()
beforeAll(async () => {
  api = await testApi()
  for (let i = 1; i <= 6; i += 1) await createKitchen(api.db, { name: `Jiko la Mama ${i} ${tag}` })
  remoteOrigin = await listen((request) => api.app.fetch(request))
})

describe('the API client', () => {
  it('gives the same data in-process and over HTTP from an API on another port', async () => {
    const inProcess = createApiClient({
      auth: {
        baseUrl: 'http://in-process.invalid/api/auth',
        fetch: async (i, init) => api.app.fetch(new Request(i, init)),
      },
      shop: {
        baseUrl: 'http://in-process.invalid/api',
        fetch: async (i, init) => api.app.fetch(new Request(i, init)),
      },
    })
    const remote = createApiClient(over(remoteOrigin))
    const call = (client: typeof remote) =>
      sendApiRequest(client, {}, (c, options) =>
        c.shop.kitchens.$get({ query: { perPage: '5', searchKeyword: tag } }, options),
      )
    const [local, http] = await Promise.all([call(inProcess), call(remote)])
    expect(http.errors).toBeNull()
    expect(http.data?.items).toHaveLength(5)
    expect(http).toEqual(local)
  })

  it('reads the Auth API { data } envelope', async () => {
    const result = await sendApiRequest(
      createApiClient(over(remoteOrigin)),
      {},
      (c, options) => c.auth.ping.$get({ query: {} }, options),
      (body) => body.data,
    )
    expect(result.data?.status).toBe('ok')
  })

  it('turns an error status into data null with the normalised errors', async () => {
    const result = await sendApiRequest(createApiClient(over(remoteOrigin)), {}, (c, options) =>
      c.shop.kitchens[':id'].$get({ param: { id: '999999' } }, options),
    )
    expect(result.data).toBeNull()
    expect(result.status).toBe(404)
    expect(result.errors).toEqual({ id: ['No kitchen has the id 999999'] })
  })

  it('sends JSON headers, the Bearer token and the store headers when known', async () => {
    let seen: Headers | undefined
    const origin = await listen((request) => {
      seen = request.headers
      return Response.json({ items: [], page: 1, perPage: 15, total: 0, pageCount: 0 })
    })
    await sendApiRequest(
      createApiClient(over(origin)),
      { accessToken: 'tok_123', storeId: '7', storeLocation: '-1.29,36.78' },
      (c, options) => c.shop.kitchens.$get({ query: {} }, options),
    )
    expect(seen?.get('accept')).toBe('application/json')
    expect(seen?.get('content-type')).toBe('application/json')
    expect(seen?.get('authorization')).toBe('Bearer tok_123')
    expect(seen?.get('x-store-id')).toBe('7')
    expect(seen?.get('x-store-location')).toBe('-1.29,36.78')
  })

  it('sends no Authorization or store headers when none are known', async () => {
    let seen: Headers | undefined
    const origin = await listen((request) => {
      seen = request.headers
      return Response.json({ items: [], page: 1, perPage: 15, total: 0, pageCount: 0 })
    })
    await sendApiRequest(createApiClient(over(origin)), {}, (c, options) =>
      c.shop.kitchens.$get({ query: {} }, options),
    )
    expect(seen?.has('authorization')).toBe(false)
    expect(seen?.has('x-store-id')).toBe(false)
  })

  it('gives up after the timeout with a clear message', async () => {
    const origin = await listen(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      return Response.json({})
    })
    const started = Date.now()
    const result = await sendApiRequest(createApiClient(over(origin)), { timeoutMs: 200 }, (c, options) =>
      c.shop.kitchens.$get({ query: {} }, options),
    )
    expect(Date.now() - started).toBeLessThan(1200)
    expect(result).toMatchObject({
      data: null,
      status: 504,
      errors: { message: expect.stringMatching(/too long/) },
    })
  })

  it("reports a refused connection with the error's own message", async () => {
    const result = await sendApiRequest(createApiClient(over('http://127.0.0.1:9')), {}, (c, options) =>
      c.shop.kitchens.$get({ query: {} }, options),
    )
    expect(result.data).toBeNull()
    expect(result.status).toBe(503)
    expect(result.errors?.message).toEqual(expect.any(String))
  })
})
