import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { cartItems, carts, items, providers } from '../../db/schema'
import type { Service } from '../../lib/catalogue-lists'
import { offers } from '../../lib/fulfilment'
import type { OrderFulfilment } from '../../lib/order-lists'
import { DomainError, invalidField } from '../common/errors'
import { type CartOwner, findCart } from './cart-owner'

/**
 * The shopper chooses how one kitchen's order of the cart reaches them (decision record 0116):
 * delivered, or picked up at the kitchen's door. Kept on the cart, so the fees the cart shows
 * are the ones the checkout charges. A kitchen without lines in the cart is 422 on kitchenId; a
 * way the kitchen does not offer is 422 on fulfilment, naming it. One statement: two taps at
 * once leave the last one's choice, never a kitchen listed twice.
 */
export async function setCartFulfilment(
  db: Db,
  owner: CartOwner,
  service: Service,
  kitchenId: number,
  fulfilment: OrderFulfilment,
  now = new Date(),
): Promise<void> {
  const cart = await findCart(db, owner, service)
  const [kitchen] = cart
    ? await db
        .selectDistinct({ name: providers.name, offered: providers.fulfilment })
        .from(cartItems)
        .innerJoin(items, eq(items.id, cartItems.itemId))
        .innerJoin(providers, eq(providers.id, items.providerId))
        .where(and(eq(cartItems.cartId, cart.id), eq(providers.id, kitchenId)))
    : []
  if (!cart || !kitchen) throw invalidField('kitchenId', 'cart.kitchenId')
  if (!offers(kitchen.offered, fulfilment)) {
    const code = fulfilment === 'pickup' ? 'cart.pickupNotOffered' : 'cart.deliveryNotOffered'
    throw new DomainError('invalid', code, { fulfilment: [code] }, { kitchen: kitchen.name })
  }
  const without = sql`array_remove(${carts.pickupKitchenIds}, ${kitchenId}::int)`
  await db
    .update(carts)
    .set({
      pickupKitchenIds: fulfilment === 'pickup' ? sql`array_append(${without}, ${kitchenId}::int)` : without,
      updatedAt: now,
    })
    .where(eq(carts.id, cart.id))
}
