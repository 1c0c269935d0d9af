import { and, desc, eq } from 'drizzle-orm'
import type { Favorites } from '../../contracts/favorites.responses'
import type { Db } from '../../db/client'
import { favorites, items, providers } from '../../db/schema'
import { summaryColumns, toSummary } from '../catalogue/kitchens'
import { mealColumns, toMeal, visibleMeal } from '../catalogue/meals'
import { DomainError } from '../common/errors'

export type FavoriteKind = 'kitchens' | 'meals'

/** The shopper's saved kitchens and meals, newest first (only ones still on HomeCooked). */
export async function listFavorites(db: Db, userId: number, now = new Date()): Promise<Favorites> {
  const [kitchens, meals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(favorites)
      .innerJoin(providers, eq(providers.id, favorites.providerId))
      .where(and(eq(favorites.userId, userId), eq(providers.active, true)))
      .orderBy(desc(favorites.createdAt)),
    db
      .select(mealColumns)
      .from(favorites)
      .innerJoin(items, eq(items.id, favorites.itemId))
      .innerJoin(providers, eq(providers.id, items.providerId))
      .where(and(eq(favorites.userId, userId), visibleMeal))
      .orderBy(desc(favorites.createdAt)),
  ])
  return { kitchens: kitchens.map((k) => toSummary(k, now)), meals: meals.map((meal) => toMeal(meal, now)) }
}

/** Saves (or, with saved=false, forgets) a kitchen or meal; saving twice keeps one. */
export async function setFavorite(db: Db, userId: number, kind: FavoriteKind, id: number, saved: boolean) {
  const [target] =
    kind === 'kitchens'
      ? await db
          .select({ id: providers.id })
          .from(providers)
          .where(and(eq(providers.id, id), eq(providers.active, true)))
      : await db
          .select({ id: items.id })
          .from(items)
          .innerJoin(providers, eq(providers.id, items.providerId))
          .where(and(eq(items.id, id), visibleMeal))
  if (!target)
    throw new DomainError(
      'not-found',
      kind === 'kitchens' ? 'catalog.kitchenNotFound' : 'catalog.mealNotFound',
    )
  const column = kind === 'kitchens' ? favorites.providerId : favorites.itemId
  if (!saved) {
    await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(column, id)))
    return
  }
  await db
    .insert(favorites)
    .values(kind === 'kitchens' ? { userId, providerId: id } : { userId, itemId: id })
    .onConflictDoNothing()
}
