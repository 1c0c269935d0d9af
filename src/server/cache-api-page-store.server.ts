import type { SharedPageStore, StoredPage } from './page-cache.server'

/** Where a kept page sits in the Cache API: a made-up address per key (it must be http(s)). */
const addressOf = (key: string) => `https://page-cache.homecooked.invalid/${encodeURIComponent(key)}`

/**
 * The Workers Cache API of a location as the page cache's shared store (decision 0101): a page
 * one isolate kept is found by the others, and by the next one after a restart, until it grows
 * old (the cache's own max-age is the page cache's time to live). The page cache still checks its
 * catalogue version and age, and gives each answer its own nonce.
 */
export function cacheApiPageStore(ttlMs: number): SharedPageStore {
  const cache = () => (globalThis as unknown as { caches: { default: Cache } }).caches.default
  return {
    async get(key) {
      const kept = await cache().match(addressOf(key))
      return kept ? ((await kept.json()) as StoredPage) : undefined
    },
    async put(key, page) {
      const body = JSON.stringify(page)
      const headers = {
        'content-type': 'application/json',
        'cache-control': `max-age=${Math.ceil(ttlMs / 1000)}`,
      }
      await cache().put(addressOf(key), new Response(body, { headers }))
    },
  }
}
