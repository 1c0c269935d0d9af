import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedPerDb } from '../../db/prepared'
import { cartItems, carts, items, providers } from '../../db/schema'
import type { Service } from '../../lib/catalogue-lists'
import { randomToken, sha256 } from '../common/tokens'

/** Whose cart: a signed-in user, a visitor's cart token, or both (then the visitor's cart joins the user's). */
export type CartOwner = { userId?: number | undefined; token?: string | undefined }

export const cartOf = async (db: Db, where: ReturnType<typeof and>) =>
  (await db.select().from(carts).where(where).limit(1))[0]

/** Which cart is the owner's: the account's when signed in, else the visitor token's. */
function cartKey(owner: CartOwner) {
  if (owner.userId) return { by: 'user', userId: owner.userId } as const
  if (owner.token) return { by: 'token', tokenHash: sha256(owner.token) } as const
  return undefined
}

/** The condition that picks the owner's cart of a service. */
function ownerCart(owner: CartOwner, service: Service) {
  const key = cartKey(owner)
  if (!key) return undefined
  return and(
    key.by === 'user' ? eq(carts.userId, key.userId) : eq(carts.tokenHash, key.tokenHash),
    eq(carts.service, service),
  )
}

export async function findCart(db: Db, owner: CartOwner, service: Service) {
  const where = ownerCart(owner, service)
  return where ? cartOf(db, where) : undefined
}

/** The header's count is read on every page with a cart: prepared once (decision 0054). */
const preparedCount = (owner: 'user' | 'token') =>
  preparedPerDb((db) =>
    db
      .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
      .from(carts)
      .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
      .innerJoin(items, eq(items.id, cartItems.itemId))
      .innerJoin(providers, eq(providers.id, items.providerId))
      .where(
        and(
          owner === 'user'
            ? eq(carts.userId, sql.placeholder('userId'))
            : eq(carts.tokenHash, sql.placeholder('tokenHash')),
          eq(carts.service, sql.placeholder('service')),
        ),
      )
      .prepare(`cart_item_count_by_${owner}`),
  )
const countByUser = preparedCount('user')
const countByToken = preparedCount('token')

/**
 * How many portions the owner's cart holds, counted as viewCart's `itemCount` counts them (every
 * line whose meal and kitchen exist), in one read: the header needs this number on every page,
 * the priced lines only where a page shows them.
 */
export async function cartItemCount(db: Db, owner: CartOwner, service: Service): Promise<number> {
  const key = cartKey(owner)
  if (!key) return 0
  const [row] =
    key.by === 'user'
      ? await countByUser(db).execute({ userId: key.userId, service })
      : await countByToken(db).execute({ tokenHash: key.tokenHash, service })
  return row?.count ?? 0
}

/** Called just before a visitor's new cart is stored: the API's per-address limit throws there. */
export type BeforeVisitorCart = () => Promise<void>

/**
 * The owner's cart, created when missing. A visitor without a token gets a new cart and its
 * token (returned once; only its hash is stored).
 */
export async function ensureCart(
  db: Db,
  owner: CartOwner,
  service: Service,
  beforeVisitorCart?: BeforeVisitorCart,
): Promise<{ id: number; newToken?: string }> {
  const found = await findCart(db, owner, service)
  if (found) return { id: found.id }
  if (owner.userId) {
    const [created] = await db
      .insert(carts)
      .values({ userId: owner.userId, service })
      .onConflictDoUpdate({ target: [carts.userId, carts.service], set: { updatedAt: new Date() } })
      .returning({ id: carts.id })
    if (!created) throw new Error('Cart insert returned no row')
    return { id: created.id }
  }
  await beforeVisitorCart?.()
  if (owner.token) {
    // A visitor's one token keeps a cart per service: their first grocery line joins the token
    // their food cart already has, so the browser keeps one cookie for every cart.
    await db
      .insert(carts)
      .values({ tokenHash: sha256(owner.token), service })
      .onConflictDoNothing({ target: [carts.tokenHash, carts.service] })
    const joined = await findCart(db, owner, service)
    if (joined) return { id: joined.id }
  }
  const token = randomToken()
  const [created] = await db
    .insert(carts)
    .values({ tokenHash: sha256(token), service })
    .returning({ id: carts.id })
  if (!created) throw new Error('Cart insert returned no row')
  return { id: created.id, newToken: token }
}
