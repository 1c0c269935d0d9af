import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type * as v from 'valibot'
import type { ShoppingLine } from '../../contracts/menu.responses'
import type { ShoppingListInput } from '../../contracts/menu.schemas'
import type { Db } from '../../db/client'
import { items, providers, recipeIngredients } from '../../db/schema'
import { DomainError, invalidField } from '../common/errors'

/**
 * A recipe's shopping list in the creator's menu editor (decision record 0102): the grocery
 * products "Add the ingredients" puts into a shopper's grocery cart. Read for recipes only, so a
 * food kitchen's menu asks the database nothing more.
 */
export async function shoppingListsOf(
  db: Db,
  recipeIds: readonly number[],
): Promise<Map<number, ShoppingLine[]>> {
  const lists = new Map<number, ShoppingLine[]>()
  if (recipeIds.length === 0) return lists
  const rows = await db
    .select({
      recipeId: recipeIngredients.recipeId,
      productId: items.id,
      name: items.name,
      storeName: providers.name,
      unit: items.unit,
      priceKes: items.priceKes,
      quantity: recipeIngredients.quantity,
      amount: recipeIngredients.amount,
    })
    .from(recipeIngredients)
    .innerJoin(items, eq(items.id, recipeIngredients.productId))
    .innerJoin(providers, eq(providers.id, items.providerId))
    .where(inArray(recipeIngredients.recipeId, [...recipeIds]))
    .orderBy(asc(items.name))
  for (const { recipeId, ...line } of rows) {
    lists.set(recipeId, [...(lists.get(recipeId) ?? []), line])
  }
  return lists
}

/**
 * Replaces one of the creator's recipes' shopping lists. Each line names a grocery product still
 * sold (not archived), once; another kitchen's recipe or a meal that is not a recipe is 404. The
 * recipe's row is locked, so two saves of one list queue instead of mixing.
 */
export async function replaceShoppingList(
  db: Db,
  kitchenId: number,
  recipeId: number,
  input: v.InferOutput<typeof ShoppingListInput>,
) {
  await db.transaction(async (tx) => {
    const [recipe] = await tx
      .select({ id: items.id })
      .from(items)
      .where(
        and(
          eq(items.id, recipeId),
          eq(items.providerId, kitchenId),
          eq(items.kind, 'recipe'),
          isNull(items.archivedAt),
        ),
      )
      .for('update')
    if (!recipe) throw new DomainError('not-found', 'menu.mealNotFound')
    const asked = input.lines.map((line) => line.productId)
    const products =
      asked.length === 0
        ? []
        : await tx
            .select({ id: items.id })
            .from(items)
            .where(and(inArray(items.id, asked), eq(items.service, 'grocery'), isNull(items.archivedAt)))
    const sold = new Set(products.map((p) => p.id))
    const seen = new Set<number>()
    input.lines.forEach(({ productId }, at) => {
      if (!sold.has(productId)) throw invalidField(`lines.${at}.productId`, 'menu.product')
      if (seen.has(productId)) throw invalidField(`lines.${at}.productId`, 'menu.productTwice')
      seen.add(productId)
    })
    await tx.delete(recipeIngredients).where(eq(recipeIngredients.recipeId, recipeId))
    if (input.lines.length > 0) {
      await tx.insert(recipeIngredients).values(input.lines.map((line) => ({ recipeId, ...line })))
    }
  })
}
