import { createHash } from 'node:crypto'
import type { Context, TypedResponse } from 'hono'
import type { JSONParsed } from 'hono/utils/types'
import type { Db } from '../db/client'
import { currentCatalogueState } from '../domain/catalogue/catalogue-version'
import { singleFlight } from '../lib/single-flight'
import type { ApiEnv } from './env'
import { askedLanguage } from './shop/content-language'

/**
 * Public catalogue answers (kitchens, meals, offers), read once per catalogue version and kept
 * in memory (decision records 0014 and 0063): every page, signed in or not, asks the
 * API for the same lists, and reading and shaping them was most of a signed-in page's cost. The
 * catalogue version is one row bumped in the same transaction as any change to kitchens, meals,
 * offers or documents (triggers), and the answer's key adds a fingerprint of the portions sold
 * (currentCatalogueState), so a change is seen by the next read on every instance. Some answers change with the clock alone ("open now", offer
 * ends, the Nairobi day's portions): an entry lives one minute at most, like a cached page.
 *
 * Each answer carries an ETag (a hash of its body) and `Cache-Control: no-cache`: a client may
 * keep it and revalidate with If-None-Match, and gets 304 without a body while it still holds.
 */
const CATALOGUE_ENTRY_TTL_MS = 60_000
const MAX_ENTRIES_PER_DATABASE = 500

type Entry = { version: string; storedAt: number; body: string; etag: string }

// Per database: the tests open many in one process, and each has its own catalogue.
const caches = new WeakMap<Db, Map<string, Entry>>()

/** Reads under way, per database as the answers are: `null` is a kitchen or meal not found. */
const readings = new WeakMap<Db, ReturnType<typeof singleFlight<Entry | null>>>()

function readingOf(db: Db) {
  let reading = readings.get(db)
  if (!reading) {
    reading = singleFlight<Entry | null>()
    readings.set(db, reading)
  }
  return reading
}

function cacheOf(db: Db): Map<string, Entry> {
  let cache = caches.get(db)
  if (!cache) {
    cache = new Map()
    caches.set(db, cache)
  }
  return cache
}

/**
 * The answer for this request from the cache, or `read()` kept for the next one. `read` returns
 * null for a missing kitchen or meal: the caller answers 404, and nothing is kept for it.
 */
export async function catalogueResponse<T>(
  c: Context<ApiEnv>,
  read: () => Promise<T | null>,
  now: () => number = Date.now,
): Promise<(Response & TypedResponse<JSONParsed<T>, 200, 'json'>) | null> {
  const db = c.var.db
  const url = new URL(c.req.url)
  // The switched-on services shape every list, and the language asked for the kitchens' own words
  // (decision record 0104); the rest of the answer follows from the address.
  const key = `${url.pathname}${url.search}#${c.var.services.join(',')}#${askedLanguage(c) ?? ''}`
  const cache = cacheOf(db)
  const reading = readingOf(db)
  const version = await currentCatalogueState(db)
  let entry = cache.get(key)
  if (!entry || entry.version !== version || now() - entry.storedAt >= CATALOGUE_ENTRY_TTL_MS) {
    cache.delete(key)
    // Callers asking at once for an answer nobody kept share one read of it.
    const fresh = await reading(`${key}@${version}`, async () => {
      const value = await read()
      if (value === null) return null
      const body = JSON.stringify(value)
      // The version read before reading: a change committed meanwhile makes the next read fresh.
      const kept: Entry = {
        version,
        storedAt: now(),
        body,
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      }
      cache.set(key, kept)
      while (cache.size > MAX_ENTRIES_PER_DATABASE) {
        const oldest = cache.keys().next().value
        if (oldest === undefined) break
        cache.delete(oldest)
      }
      return kept
    })
    if (fresh === null) return null
    entry = fresh
  } else {
    // Most recently used last: the Map's order is the eviction order.
    cache.delete(key)
    cache.set(key, entry)
  }
  const headers = { ETag: entry.etag, 'Cache-Control': 'no-cache', Vary: 'Accept-Language' }
  // Typed as the JSON it holds, so the web's RPC client reads the same types as from c.json.
  type Answer = Response & TypedResponse<JSONParsed<T>, 200, 'json'>
  if (matches(c.req.header('if-none-match'), entry.etag))
    return c.body(null, 304, headers) as unknown as Answer
  return c.body(entry.body, 200, { ...headers, 'Content-Type': 'application/json' }) as unknown as Answer
}

/** A list is never missing: its answer, kept as above. */
export async function catalogueListResponse<T>(c: Context<ApiEnv>, read: () => Promise<T>) {
  const answer = await catalogueResponse(c, read)
  if (!answer) throw new Error('A catalogue list read nothing')
  return answer
}

/** If-None-Match holds a list of tags (weak ones too, RFC 9110 §13.1.2), or `*`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag)
}
