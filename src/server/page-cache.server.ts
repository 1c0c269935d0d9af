import { parseCookie } from 'cookie-es'
import { LOCALE_COOKIE } from '../i18n/locales'
import { singleFlight } from '../lib/single-flight'
import { STORE_LOCATION_COOKIE } from '../lib/store-location'
import { RADIUS_COOKIE, THEME_COOKIE } from '../lib/themes'
import { STORE_ID_COOKIE } from './request-context.server'
import { SHARED_PAGE_HEADER } from './shared-render.server'

/**
 * The rendered-page cache (decision records 0014 and 0101). A page a visitor sees depends only on
 * its address (the locale is in the path) and the theme and store cookies, so the HTML rendered
 * once is served again to the next visitor until the catalogue changes or it grows old. A shared
 * page (its render says so: SHARED_PAGE_HEADER) is the same for signed-in shoppers too, whose
 * personal part comes after it: they are served it from here as well. Anyone else with another
 * cookie (a session, a cart, a sign-in in progress) on any other page is rendered afresh, and only
 * a plain 200 HTML page without Set-Cookie is kept.
 */
export type PageCacheOptions = {
  /** The catalogue version now (one row, bumped in the same transaction as any change). */
  catalogueVersion: () => Promise<number>
  /** How long a page may be served at most: "open now" and offer ends change with the clock. */
  ttlMs: number
  /** How many pages are kept (the oldest used go first): search keys are endless. */
  maxEntries: number
  now?: () => number
  /**
   * A second place pages are kept, shared beyond this process (the Workers Cache API of a
   * location, decision 0101): asked when this process has no fresh copy, told of every page kept.
   */
  sharedStore?: SharedPageStore
}

/** A kept page as it travels to and from a shared store: its parts as text. */
export type StoredPage = Omit<Entry, 'parts'> & { parts: string[] }

export type SharedPageStore = {
  get: (key: string) => Promise<StoredPage | undefined>
  put: (key: string, page: StoredPage) => Promise<void>
}

/** A kept page: its body as UTF-8, cut where each answer puts its own nonce. */
type Entry = {
  /** Rendered as a shared page: served to signed-in shoppers too. */
  shared: boolean
  version: number
  storedAt: number
  status: number
  headers: [string, string][]
  parts: Buffer[]
}

/** Cookies that change what a visitor's page looks like: part of the key, never a bypass. */
export const PAGE_CACHE_KEY_COOKIES: readonly string[] = [
  THEME_COOKIE,
  RADIUS_COOKIE,
  STORE_ID_COOKIE,
  STORE_LOCATION_COOKIE,
  LOCALE_COOKIE,
]

/**
 * Paths that are never a shared page, nor a visitor's: the API, and the pages personal by nature
 * (the cook's board, the operator's, live streams, documents), which are not even looked up.
 */
const NEVER =
  /^\/(?:[a-z]{2,3}-KE\/)?(?:api|_serverFn|account|auth|cart|dev|oauth|kitchen|operator|rider|live|files)(?:\/|$)/i

export const PAGE_CACHE_HEADER = 'x-page-cache'

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now
  const entries = new Map<string, Entry>()
  const rendering = singleFlight<Entry | undefined>()

  /**
   * The key of a request that may be served from the cache, or null to render it afresh; and
   * whether it carries a cookie of its own (a session, a cart): then only a shared page serves it.
   */
  function keyOf(request: Request): { key: string; personal: boolean } | null {
    if (request.method !== 'GET') return null
    const url = new URL(request.url)
    if (NEVER.test(url.pathname)) return null
    const cookies = parseCookie(request.headers.get('cookie') ?? '')
    const personal = Object.keys(cookies).some((name) => !PAGE_CACHE_KEY_COOKIES.includes(name))
    const chosen = PAGE_CACHE_KEY_COOKIES.map((name) => cookies[name] ?? '').join('|')
    return { key: `${url.pathname}${url.search}#${chosen}`, personal }
  }

  /** A page the shared store keeps, taken into this process's memory; nothing when it fails. */
  async function fromSharedStore(key: string): Promise<Entry | undefined> {
    const stored = await options.sharedStore?.get(key).catch(() => undefined)
    if (!stored) return undefined
    const entry = { ...stored, parts: stored.parts.map((part) => Buffer.from(part)) }
    entries.set(key, entry)
    return entry
  }

  // The parts are kept as bytes: encoding the kept text again for every hit was a quarter of a
  // hit's server time (decision 0014); joining bytes around the nonce is a copy.
  const answer = (entry: Entry, state: 'hit' | 'miss', nonce: string | undefined) => {
    const headers = new Headers(entry.headers)
    headers.set(PAGE_CACHE_HEADER, state)
    const [first = Buffer.alloc(0), ...rest] = entry.parts
    const pieces = [first]
    const nonceBytes = Buffer.from(nonce ?? '')
    for (const part of rest) pieces.push(nonceBytes, part)
    return new Response(Buffer.concat(pieces), { status: entry.status, headers })
  }

  /** Renders a page and keeps it if it may be kept; else its answer, marked as not kept. */
  async function renderToKeep(
    request: Request,
    render: (request: Request) => Response | Promise<Response>,
    how: { key: string; version: number; personal: boolean; nonce: string | undefined },
  ): Promise<{ kept: Entry } | { refused: Response }> {
    const rendered = await render(request)
    const shared = rendered.headers.has(SHARED_PAGE_HEADER)
    const response = shared ? withoutSharedMark(rendered) : rendered
    const type = response.headers.get('content-type') ?? ''
    if (
      response.status !== 200 ||
      !type.startsWith('text/html') ||
      response.headers.has('set-cookie') ||
      (how.personal && !shared)
    )
      return { refused: withState(response, 'bypass') }
    const entry: Entry = {
      shared,
      // The version read before rendering: a change committed meanwhile makes the next hit a miss.
      version: how.version,
      storedAt: now(),
      status: response.status,
      headers: [...response.headers.entries()],
      parts:
        how.nonce === undefined
          ? [Buffer.from(await response.text())]
          : (await response.text()).split(how.nonce).map((part) => Buffer.from(part)),
    }
    entries.set(how.key, entry)
    await options.sharedStore
      ?.put(how.key, { ...entry, parts: entry.parts.map((part) => part.toString('utf8')) })
      .catch(() => undefined)
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value
      if (oldest === undefined) break
      entries.delete(oldest)
    }
    return { kept: entry }
  }

  return {
    async serve(
      request: Request,
      render: (request: Request) => Response | Promise<Response>,
      /** The nonce the page was rendered with (CSP): a kept page is served with the next one's. */
      nonce?: string,
    ): Promise<Response> {
      const keyed = keyOf(request)
      if (keyed === null) return withState(await render(request), 'bypass')
      const { key, personal } = keyed
      let version: number
      try {
        version = await options.catalogueVersion()
      } catch {
        // The version out of reach (an API tier that does not answer): the page is rendered and
        // not kept, and the render itself shows what failed (the error page).
        return withState(await render(request), 'bypass')
      }
      const cached = entries.get(key) ?? (await fromSharedStore(key))
      // A page kept from a visitor's render that is not shared (a kitchen's join page) may hold
      // what a signed-in shopper sees otherwise: theirs is rendered for them.
      if (personal && cached && !cached.shared) return withState(await render(request), 'bypass')
      if (cached && cached.version === version && now() - cached.storedAt < options.ttlMs) {
        // Most recently used last: the Map's order is the eviction order.
        entries.delete(key)
        entries.set(key, cached)
        return answer(cached, 'hit', nonce)
      }
      entries.delete(key)
      // Shoppers asking at once for a page nobody kept share one render (decision 0014): each
      // caller's own nonce is put in its answer. The starter alone holds what was not kept.
      let refused: Response | undefined
      const kept = await rendering(`${key}@${version}`, async () => {
        const outcome = await renderToKeep(request, render, { key, version, personal, nonce })
        if ('refused' in outcome) refused = outcome.refused
        return 'kept' in outcome ? outcome.kept : undefined
      })
      if (refused) return refused
      if (kept && (!personal || kept.shared)) return answer(kept, 'miss', nonce)
      // Another caller's render, not theirs to see (not kept, or a visitor's page): their own.
      const own = await renderToKeep(request, render, { key, version, personal, nonce })
      return 'kept' in own ? answer(own.kept, 'miss', nonce) : own.refused
    },
    /** How many pages are kept now. */
    size: () => entries.size,
  }
}

/** The render's mark for this cache, which no client needs to see. */
function withoutSharedMark(response: Response): Response {
  const headers = new Headers(response.headers)
  headers.delete(SHARED_PAGE_HEADER)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

function withState(response: Response, state: 'bypass'): Response {
  const headers = new Headers(response.headers)
  headers.set(PAGE_CACHE_HEADER, state)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
