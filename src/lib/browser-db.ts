import { type DBSchema, type IDBPDatabase, openDB } from 'idb'

/**
 * The browser database of SPEC §3 (IndexedDB through idb, decision record 0095): stores
 * `default`, `application` and `client`, version 1, named after the package. `client` keeps
 * what helps a shopper who has lost the network: the kitchens and meals they looked at, their
 * cart and their recent orders as they last saw them, already written in their language, so the
 * service worker's offline page (public/sw.js) can show them without the app's code. Never a
 * token or a password: those stay in httpOnly cookies (decision record 0094).
 *
 * Loaded by dynamic import after the page is up: nothing here is on the critical path.
 */
export const BROWSER_DB_NAME = 'homecooked'
const BROWSER_DB_VERSION = 1
const STORES = ['default', 'application', 'client'] as const

/** How many kitchens and meals the offline page lists. */
const RECENTLY_VIEWED_MAX = 8

export type ViewedItem = {
  kind: 'kitchen' | 'meal'
  id: number
  name: string
  /** A second line: the kitchen's area, or the meal's kitchen and price. */
  detail: string
  /** The page's address in the shopper's language. */
  href: string
}

export type CartMemo = { lines: string[]; total: string }

export type OrderMemo = { href: string; text: string }

type Remembered = {
  recentlyViewed: ViewedItem[]
  lastCart: CartMemo
  recentOrders: OrderMemo[]
}

interface HomeCookedDb extends DBSchema {
  default: { key: string; value: unknown }
  application: { key: string; value: unknown }
  client: { key: keyof Remembered; value: Remembered[keyof Remembered] }
}

let opened: Promise<IDBPDatabase<HomeCookedDb>> | undefined

function database() {
  opened ??= openDB<HomeCookedDb>(BROWSER_DB_NAME, BROWSER_DB_VERSION, {
    upgrade(db) {
      for (const store of STORES) if (!db.objectStoreNames.contains(store)) db.createObjectStore(store)
    },
  })
  return opened
}

/**
 * Each write is a help, never a condition: a browser without IndexedDB (some private modes), a
 * full disk or a blocked upgrade leaves the page working, without the offline memory.
 */
async function quietly(work: (db: IDBPDatabase<HomeCookedDb>) => Promise<unknown>): Promise<void> {
  try {
    await work(await database())
  } catch {
    // Nothing to tell the shopper: this is a memory for a bad day, not a feature they asked for.
  }
}

/** The kitchen or meal the shopper is looking at, first in the list, each once. */
export const rememberViewed = (item: ViewedItem) =>
  quietly(async (db) => {
    const tx = db.transaction('client', 'readwrite')
    const earlier = ((await tx.store.get('recentlyViewed')) as ViewedItem[] | undefined) ?? []
    const others = earlier.filter((seen) => !(seen.kind === item.kind && seen.id === item.id))
    await tx.store.put([item, ...others].slice(0, RECENTLY_VIEWED_MAX), 'recentlyViewed')
    await tx.done
  })

/** The cart as the shopper last saw it; an emptied cart is forgotten. */
export const rememberCart = (cart: CartMemo | null) =>
  quietly((db) => (cart ? db.put('client', cart, 'lastCart') : db.delete('client', 'lastCart')))

/** The newest orders as the shopper last saw them, to quote to support when offline. */
export const rememberOrders = (orders: OrderMemo[]) =>
  quietly((db) => db.put('client', orders, 'recentOrders'))

/** Signed out: on a shared phone the next person must not see this shopper's cart or orders. */
export const forgetShopper = () => quietly((db) => db.clear('client'))
