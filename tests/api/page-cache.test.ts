import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { providers } from '../../src/db/schema'
import { currentCatalogueVersion } from '../../src/domain/catalogue/catalogue-version'
import {
  createPageCache,
  PAGE_CACHE_HEADER,
  type SharedPageStore,
  type StoredPage,
} from '../../src/server/page-cache.server'
import { SHARED_PAGE_HEADER } from '../../src/server/shared-render.server'
import { createKitchen, type FactoryKitchen } from '../fixtures/catalogue'
import { testApi } from '../setup/test-database'

/**
 * The visitors' page cache against the real database and its catalogue version (PGlite, and
 * Postgres with DATABASE_URL). The page is a stand-in renderer that reads the kitchen's name
 * from the database as the real page does, and counts how often it runs.
 */
let api: Awaited<ReturnType<typeof testApi>>
let kitchen: FactoryKitchen
beforeAll(async () => {
  api = await testApi()
  kitchen = await createKitchen(api.db)
})

function instance(
  options: {
    ttlMs?: number
    maxEntries?: number
    now?: () => number
    version?: () => Promise<number>
    sharedStore?: SharedPageStore
  } = {},
) {
  let renders = 0
  const cache = createPageCache({
    catalogueVersion: options.version ?? (() => currentCatalogueVersion(api.db)),
    ttlMs: options.ttlMs ?? 30_000,
    maxEntries: options.maxEntries ?? 100,
    ...(options.now ? { now: options.now } : {}),
    ...(options.sharedStore ? { sharedStore: options.sharedStore } : {}),
  })
  const render = async (request: Request) => {
    renders += 1
    const [row] = await api.db
      .select({ name: providers.name })
      .from(providers)
      .where(eq(providers.id, kitchen.id))
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' }
    if (new URL(request.url).searchParams.has('set-cookie')) headers['set-cookie'] = 'hc_cart=abc'
    // A route marked shared says so in its answer (src/server/shared-render.server.ts).
    if (new URL(request.url).searchParams.has('shared')) headers[SHARED_PAGE_HEADER] = '1'
    const status = new URL(request.url).pathname === '/missing' ? 404 : 200
    return new Response(`<h1>${row?.name}</h1>`, { status, headers })
  }
  let rendersBeforeLast = 0
  const get = async (path: string, cookie?: string) => {
    rendersBeforeLast = renders
    const response = await cache.serve(
      new Request(`http://shop.test${path}`, cookie ? { headers: { cookie } } : {}),
      render,
    )
    return {
      state: response.headers.get(PAGE_CACHE_HEADER),
      body: await response.text(),
      ...(response.headers.has(SHARED_PAGE_HEADER) ? { marked: true } : {}),
    }
  }
  /**
   * Asks until a hit, for up to 5 s: on a Postgres that other test files write to at the same
   * time, their kitchens move the version too, in bursts (a CI run once saw five misses in a
   * row). A cache that never serves a page again still fails.
   */
  const hitSoon = (path: string, cookie?: string) =>
    vi.waitFor(
      async () => {
        const answer = await get(path, cookie)
        if (answer.state !== 'hit') throw new Error(`${path} was never served from the cache`)
        return answer
      },
      { timeout: 5000, interval: 20 },
    )
  return {
    get,
    hitSoon,
    lastRendered: () => renders > rendersBeforeLast,
    renders: () => renders,
    size: cache.size,
  }
}

describe('the visitors’ page cache', () => {
  it('renders a visitor’s page once and serves it again', async () => {
    const shop = instance()
    expect(await shop.get('/food/kitchens')).toEqual({ state: 'miss', body: `<h1>${kitchen.name}</h1>` })
    expect(shop.lastRendered()).toBe(true)
    expect(await shop.hitSoon('/food/kitchens')).toEqual({ state: 'hit', body: `<h1>${kitchen.name}</h1>` })
    // The hit was served without rendering.
    expect(shop.lastRendered()).toBe(false)
  })

  it('never serves or keeps a page for someone signed in, with a cart, or on a private path', async () => {
    const shop = instance()
    for (const [path, cookie] of [
      ['/food', 'hc_access=token'],
      ['/food', 'hc_refresh=token; hc_theme=dark'],
      ['/food', 'hc_cart=visitor-cart'],
      ['/cart/food', undefined],
      ['/sw-KE/account', undefined],
      ['/auth/login', undefined],
    ] as const) {
      expect((await shop.get(path, cookie)).state, `${path} ${cookie}`).toBe('bypass')
      expect((await shop.get(path, cookie)).state, `${path} ${cookie}`).toBe('bypass')
    }
    expect(shop.size()).toBe(0)
  })

  it('serves a shared page to signed-in shoppers too, and a page that is not shared to none of them', async () => {
    const shop = instance()
    // Rendered for one signed-in shopper (as a visitor's page: decision 0101), kept for the next.
    expect(await shop.get('/food/kitchens/1?shared', 'hc_access=akinyi')).toEqual({
      state: 'miss',
      body: `<h1>${kitchen.name}</h1>`,
    })
    expect((await shop.hitSoon('/food/kitchens/1?shared', 'hc_access=baraka; hc_cart=c')).state).toBe('hit')
    expect((await shop.hitSoon('/food/kitchens/1?shared')).state).toBe('hit')
    // A visitor's page that is not shared is kept for visitors only.
    expect((await shop.get('/food/kitchens/1')).state).toBe('miss')
    expect((await shop.get('/food/kitchens/1', 'hc_access=akinyi')).state).toBe('bypass')
    expect(shop.lastRendered()).toBe(true)
    expect((await shop.get('/food/kitchens/1?other', 'hc_access=akinyi')).state).toBe('bypass')
    expect(shop.size()).toBe(2)
  })

  it('finds a page another instance kept in the shared store (the Workers Cache API), with its own nonce', async () => {
    const kept = new Map<string, StoredPage>()
    const sharedStore: SharedPageStore = {
      get: async (key) => kept.get(key),
      put: async (key, page) => void kept.set(key, page),
    }
    const first = instance({ sharedStore })
    expect((await first.get('/food/kitchens/3?shared', 'hc_access=akinyi')).state).toBe('miss')
    expect(kept.size).toBe(1)
    // Another isolate, its memory empty: served from the store, not rendered.
    const second = instance({ sharedStore })
    const answer = await second.hitSoon('/food/kitchens/3?shared')
    expect(answer).toEqual({ state: 'hit', body: `<h1>${kitchen.name}</h1>` })
    expect(second.lastRendered()).toBe(false)
  })

  it('keys a page by its theme and locale cookies', async () => {
    const shop = instance()
    expect((await shop.get('/food', 'hc_theme=dark')).state).toBe('miss')
    expect((await shop.get('/food', 'hc_theme=light')).state).toBe('miss')
    expect((await shop.hitSoon('/food', 'hc_theme=dark')).body).toBe(`<h1>${kitchen.name}</h1>`)
    expect((await shop.hitSoon('/food', 'hc_theme=light')).state).toBe('hit')
  })

  it('keeps no failed page and no page that sets a cookie', async () => {
    const shop = instance()
    expect((await shop.get('/missing')).state).toBe('bypass')
    expect((await shop.get('/food?set-cookie=1')).state).toBe('bypass')
    expect(shop.size()).toBe(0)
  })

  it('renders a page and keeps nothing while the catalogue version cannot be read (an API tier down)', async () => {
    let reachable = false
    const shop = instance({
      version: async () => {
        if (!reachable) throw new Error('fetch failed')
        return currentCatalogueVersion(api.db)
      },
    })
    expect(await shop.get('/food/kitchens')).toEqual({ state: 'bypass', body: `<h1>${kitchen.name}</h1>` })
    expect(await shop.get('/food/kitchens')).toEqual({ state: 'bypass', body: `<h1>${kitchen.name}</h1>` })
    expect(shop.size()).toBe(0)
    reachable = true
    expect((await shop.get('/food/kitchens')).state).toBe('miss')
  })

  it('renders afresh once the catalogue changes, on every instance sharing the database', async () => {
    const first = instance()
    const second = instance()
    await first.get('/food/kitchens/1')
    await second.get('/food/kitchens/1')
    await second.hitSoon('/food/kitchens/1')
    const renamed = `${kitchen.name} Renamed`
    await api.db.update(providers).set({ name: renamed }).where(eq(providers.id, kitchen.id))
    for (const shop of [first, second])
      expect(await shop.get('/food/kitchens/1')).toEqual({ state: 'miss', body: `<h1>${renamed}</h1>` })
    expect(await first.hitSoon('/food/kitchens/1')).toEqual({ state: 'hit', body: `<h1>${renamed}</h1>` })
  })

  it('serves a kept page with each answer’s own nonce, wherever the page had its own', async () => {
    const cache = createPageCache({ catalogueVersion: async () => 1, ttlMs: 30_000, maxEntries: 10 })
    // Text beyond ASCII: the kept page is bytes, cut around the nonce.
    const page = (nonce: string) =>
      `<p>جيكوني — Jikoni ya Mama</p><script nonce="${nonce}"></script><style nonce="${nonce}"></style>`
    const serve = (nonce: string) =>
      cache.serve(
        new Request('http://shop.test/food'),
        async () => new Response(page(nonce), { headers: { 'content-type': 'text/html; charset=utf-8' } }),
        nonce,
      )
    expect(await (await serve('rendered1')).text()).toBe(page('rendered1'))
    const again = await serve('another2')
    expect(again.headers.get(PAGE_CACHE_HEADER)).toBe('hit')
    expect(await again.text()).toBe(page('another2'))
  })

  it('renders a page many ask for at once only once, each answer with its own nonce', async () => {
    let renders = 0
    const cache = createPageCache({ catalogueVersion: async () => 1, ttlMs: 30_000, maxEntries: 10 })
    const page = (nonce: string) => `<h1>${kitchen.name}</h1><script nonce="${nonce}"></script>`
    const serve = (nonce: string) =>
      cache.serve(
        new Request('http://shop.test/food/meals'),
        async () => {
          renders += 1
          // A render's real database read, which the others wait behind.
          await api.db.select({ name: providers.name }).from(providers).where(eq(providers.id, kitchen.id))
          return new Response(page(nonce), { headers: { 'content-type': 'text/html; charset=utf-8' } })
        },
        nonce,
      )
    const nonces = ['first1', 'second2', 'third3', 'fourth4', 'fifth5']
    const answers = await Promise.all(nonces.map((nonce) => serve(nonce)))
    expect(renders).toBe(1)
    expect(await Promise.all(answers.map((answer) => answer.text()))).toEqual(nonces.map(page))
    expect(answers.map((answer) => answer.headers.get(PAGE_CACHE_HEADER))).toEqual(Array(5).fill('miss'))
  })

  it('shares a render at once only with whom it may be served: a signed-in shopper gets their own', async () => {
    // The catalogue stands still: the point is who shares a render, not when it goes stale.
    const shop = instance({ version: async () => 1 })
    const [visitor, shopper] = await Promise.all([
      shop.get('/food/kitchens/9'),
      shop.get('/food/kitchens/9', 'hc_access=akinyi'),
    ])
    expect(visitor.state).toBe('miss')
    expect(shopper.state).toBe('bypass')
    expect(shop.renders()).toBe(2)
    // The other way round: the signed-in render is not kept, so the visitor renders and keeps theirs.
    const [first, second] = await Promise.all([
      shop.get('/food/kitchens/10', 'hc_access=akinyi'),
      shop.get('/food/kitchens/10'),
    ])
    expect([first.state, second.state]).toEqual(['bypass', 'miss'])
    expect((await shop.get('/food/kitchens/10')).state).toBe('hit')
    // A shared page rendered for one serves the visitor asking at the same moment.
    const [mine, theirs] = await Promise.all([
      shop.get('/food/kitchens/11?shared', 'hc_access=akinyi'),
      shop.get('/food/kitchens/11?shared'),
    ])
    expect([mine.state, theirs.state]).toEqual(['miss', 'miss'])
    expect(shop.renders()).toBe(5)
  })

  it('lets a page grow only so old, and keeps only so many', async () => {
    let clock = 0
    // The clock and the room are the point here: the catalogue stands still for this test.
    const shop = instance({ ttlMs: 1000, maxEntries: 2, now: () => clock, version: async () => 1 })
    await shop.get('/a')
    clock = 999
    expect((await shop.get('/a')).state).toBe('hit')
    clock = 1000
    expect((await shop.get('/a')).state).toBe('miss')
    await shop.get('/b')
    await shop.get('/c')
    expect(shop.size()).toBe(2)
    // '/a' was used longest ago, so it went first.
    expect((await shop.get('/c')).state).toBe('hit')
    expect((await shop.get('/a')).state).toBe('miss')
  })
})
