import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { items, providers } from '../../db/schema'
import { visibleItem } from '../catalogue/meals'
import { ingredientLines } from '../catalogue/recipe-ingredients'
import { DomainError } from '../common/errors'
import { addCartLine } from './cart-lines'
import type { BeforeVisitorCart, CartOwner } from './cart-owner'

/**
 * A recipe's "add the ingredients": each grocery product it needs goes into the shopper's grocery
 * cart in the recipe's quantity, checked like any add (the store's pause, the portions left). A
 * product refused stops there, naming it; what was added before it stays, as the cart shows.
 */
export async function addRecipeIngredients(
  db: Db,
  owner: CartOwner,
  recipeId: number,
  beforeVisitorCart?: BeforeVisitorCart,
): Promise<{ newToken?: string }> {
  const [recipe] = await db
    .select({ id: items.id })
    .from(items)
    .innerJoin(providers, eq(providers.id, items.providerId))
    .where(and(eq(items.id, recipeId), visibleItem('cookbook')))
  if (!recipe) throw new DomainError('not-found', 'cart.recipeNotFound')
  const lines = await ingredientLines(db, recipeId)
  if (lines.length === 0) throw new DomainError('not-found', 'cart.recipeNotFound')
  let current = owner
  let newToken: string | undefined
  for (const line of lines) {
    const added = await addCartLine(db, current, ['grocery'], line, beforeVisitorCart)
    // A visitor's first line made their cart: the next ones join it under the same token.
    if (added.newToken) {
      newToken = added.newToken
      current = { ...current, token: added.newToken }
    }
  }
  return newToken ? { newToken } : {}
}
