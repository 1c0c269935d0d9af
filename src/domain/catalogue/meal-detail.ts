import { and, eq } from 'drizzle-orm'
import type { MealDetail } from '../../contracts/catalogue.responses'
import type { Db } from '../../db/client'
import { items, providers } from '../../db/schema'
import type { Service } from '../../lib/catalogue-lists'
import type { ContentLanguage } from '../../lib/content-languages'
import { isPaused } from '../common/kitchen-pause'
import { slotColumns } from '../common/kitchen-schedule'
import { optionsOf } from './meal-options'
import { kitchenPreorders } from './meal-preorders'
import { mealColumns, toMeal, visibleInAny } from './meals'
import { recipeLinks } from './recipe-ingredients'

/**
 * One meal with its options (decision record 0041) and how it can be ordered now (decision
 * 0043): its kitchen paused, or pre-orders only (its kitchen closed, or the meal sold out today).
 */
export async function getMeal(
  db: Db,
  id: number,
  options: { services: readonly Service[]; now?: Date; language?: ContentLanguage | undefined },
): Promise<MealDetail | null> {
  if (options.services.length === 0) return null
  const [row] = await db
    .select({
      ...mealColumns,
      ...slotColumns,
    })
    .from(items)
    .innerJoin(providers, eq(items.providerId, providers.id))
    .where(and(visibleInAny(options.services), eq(items.id, id)))
  if (!row) return null
  const { openingHours, closedDays, pausedUntil, prepMinutes, preorderCutoff, ...meal } = row
  const now = options.now ?? new Date()
  const groups = row.hasOptions ? ((await optionsOf(db, [id])).get(id) ?? []) : []
  const kitchen = {
    openingHours,
    closedDays,
    pausedUntil,
    prepMinutes,
    preorderCutoff,
    service: meal.service,
  }
  const preorders = await kitchenPreorders(db, kitchen, [meal], now)
  return {
    ...toMeal(meal, now, options.language),
    options: groups,
    ...(await recipeLinks(db, { id, service: meal.service }, options.services)),
    ordering: {
      pausedUntil: isPaused(pausedUntil, now) ? (pausedUntil?.toISOString() ?? null) : null,
      preorderFrom: preorders.meals.get(id) ?? null,
    },
  }
}
