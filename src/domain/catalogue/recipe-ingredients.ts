import { and, asc, eq } from 'drizzle-orm'
import type { MealDetail } from '../../contracts/catalogue.responses'
import type { Db } from '../../db/client'
import { items, providers, recipeIngredients } from '../../db/schema'
import type { Service } from '../../lib/catalogue-lists'
import { mealColumns, toMeal, visibleItem } from './meals'

type RecipeLinks = Pick<MealDetail, 'recipeIngredients' | 'usedInRecipes'>

/**
 * An item's links between the cookbook and the grocery catalogue: a recipe's ingredients (products
 * a shopper can buy, shown only while grocery is switched on), and a grocery product's recipes
 * (shown while the cookbook is on). Anything else has neither, and reads nothing: a meal's page
 * asks no more of the database than before the services.
 */
export async function recipeLinks(
  db: Db,
  item: { id: number; service: Service },
  services: readonly Service[],
): Promise<RecipeLinks> {
  const itemId = item.id
  const [ingredients, recipes] = await Promise.all([
    item.service === 'cookbook' && services.includes('grocery')
      ? db
          .select({ ...mealColumns, quantity: recipeIngredients.quantity, amount: recipeIngredients.amount })
          .from(recipeIngredients)
          .innerJoin(items, eq(items.id, recipeIngredients.productId))
          .innerJoin(providers, eq(providers.id, items.providerId))
          .where(and(eq(recipeIngredients.recipeId, itemId), visibleItem('grocery')))
          .orderBy(asc(items.name))
      : [],
    item.service === 'grocery' && services.includes('cookbook')
      ? db
          .select({ id: items.id, name: items.name })
          .from(recipeIngredients)
          .innerJoin(items, eq(items.id, recipeIngredients.recipeId))
          .innerJoin(providers, eq(providers.id, items.providerId))
          .where(and(eq(recipeIngredients.productId, itemId), visibleItem('cookbook')))
          .orderBy(asc(items.name))
      : [],
  ])
  return {
    recipeIngredients: ingredients.map(({ quantity, amount, ...product }) => ({
      quantity,
      amount,
      product: toMeal(product),
    })),
    usedInRecipes: recipes,
  }
}

/** The grocery products a recipe needs and how many of each, for its "add the ingredients". */
export async function ingredientLines(db: Db, recipeId: number) {
  return db
    .select({ itemId: recipeIngredients.productId, quantity: recipeIngredients.quantity })
    .from(recipeIngredients)
    .innerJoin(items, eq(items.id, recipeIngredients.productId))
    .innerJoin(providers, eq(providers.id, items.providerId))
    .where(and(eq(recipeIngredients.recipeId, recipeId), visibleItem('grocery')))
}
