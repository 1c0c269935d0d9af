import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type * as v from 'valibot'
import type { EditorMeal, Menu } from '../../contracts/menu.responses'
import type { MealInput } from '../../contracts/menu.schemas'
import type { Db } from '../../db/client'
import { items, orderItems, portionSales, providers } from '../../db/schema'
import { photoSrcset } from '../../lib/meal-photo-urls'
import { nairobiDate } from '../../lib/nairobi-date'
import { SERVICE_DEFINITIONS } from '../../lib/service-definitions'
import { slugify } from '../../lib/slug'
import { optionsOf } from '../catalogue/meal-options'
import { DomainError, invalidField } from '../common/errors'
import { randomToken } from '../common/tokens'
import { shoppingListsOf } from './shopping-list'

/**
 * The kitchen's menu editor (decision 0030): its own meals only. A meal of another kitchen,
 * or one archived, is "not found" (404), never "forbidden": the id says nothing about others.
 */

/** A meal no shopper has ordered yet can go; one that orders name is archived (record 0030). */
export type Removal = 'deleted' | 'archived'

/** The picture a meal shows until the cook uploads a photo. */
const PLACEHOLDER_IMAGE = '/art/placeholder.svg'

const editorColumns = {
  id: items.id,
  slug: items.slug,
  name: items.name,
  description: items.description,
  /** Its description in other languages (decision record 0104). */
  translations: items.translations,
  priceKes: items.priceKes,
  category: items.category,
  unit: items.unit,
  durationMinutes: items.durationMinutes,
  dietaryTags: items.dietaryTags,
  allergens: items.allergens,
  ingredients: items.ingredients,
  dailyPortions: items.dailyPortions,
  available: items.available,
  image: items.image,
  photoKey: items.photoKey,
  /** Today's (Nairobi) own count when the cook set one, and what sold today. */
  todayPortions: portionSales.portions,
  todaySold: portionSales.sold,
}

type EditorRow = Awaited<ReturnType<typeof selectMeals>>[number]

const toEditorMeal = ({ photoKey, todayPortions, todaySold, ...row }: EditorRow) => {
  const portions = todayPortions ?? row.dailyPortions
  const sold = todaySold ?? 0
  return {
    ...row,
    imageSrcset: photoKey ? photoSrcset(photoKey) : null,
    today: { portions, sold, left: Math.max(0, portions - sold) },
  }
}

/** The rows that are recipes, whose shopping lists the editor shows. */
const recipeIdsOf = (rows: readonly EditorRow[]) => rows.filter((r) => r.unit === 'recipe').map((r) => r.id)

const ownMeal = (kitchenId: number, id: number) =>
  and(eq(items.id, id), eq(items.providerId, kitchenId), isNull(items.archivedAt))

function selectMeals(db: Db, where: ReturnType<typeof and>, now: Date) {
  return db
    .select(editorColumns)
    .from(items)
    .leftJoin(portionSales, and(eq(portionSales.itemId, items.id), eq(portionSales.day, nairobiDate(now))))
    .where(where)
    .orderBy(asc(items.category), asc(items.name))
}

/** The kitchen's menu as its editor shows it: every meal not archived, and whether it is paused. */
export async function listMenu(db: Db, kitchenId: number, now = new Date()): Promise<Menu> {
  const [kitchen] = await db
    .select({
      id: providers.id,
      name: providers.name,
      service: providers.service,
      language: providers.contentLanguage,
      pausedUntil: providers.pausedUntil,
    })
    .from(providers)
    .where(eq(providers.id, kitchenId))
  if (!kitchen) throw new DomainError('not-found', 'kitchen.none')
  const rows = await selectMeals(db, and(eq(items.providerId, kitchenId), isNull(items.archivedAt)), now)
  const [options, lists] = await Promise.all([
    optionsOf(
      db,
      rows.map((r) => r.id),
    ),
    shoppingListsOf(db, recipeIdsOf(rows)),
  ])
  return {
    kitchen: {
      id: kitchen.id,
      name: kitchen.name,
      service: kitchen.service,
      language: kitchen.language,
      pausedUntil:
        kitchen.pausedUntil && kitchen.pausedUntil > now ? kitchen.pausedUntil.toISOString() : null,
    },
    meals: rows.map((row) => ({
      ...toEditorMeal(row),
      options: options.get(row.id) ?? [],
      shoppingList: lists.get(row.id) ?? [],
    })),
  }
}

/** One of the kitchen's own meals, or 404. */
export async function getMenuMeal(
  db: Db,
  kitchenId: number,
  id: number,
  now = new Date(),
): Promise<EditorMeal> {
  const [row] = await selectMeals(db, ownMeal(kitchenId, id), now)
  if (!row) throw new DomainError('not-found', 'menu.mealNotFound')
  const [options, lists] = await Promise.all([optionsOf(db, [id]), shoppingListsOf(db, recipeIdsOf([row]))])
  return { ...toEditorMeal(row), options: options.get(id) ?? [], shoppingList: lists.get(id) ?? [] }
}

/**
 * What the kitchen's service allows (src/lib/service-definitions.ts): a category and a unit of its
 * own (a store sells vegetables by the kg, a chef experiences per guest), a duration only for an
 * experience, a price only for what is sold. Answers the row's values; a field that does not fit is 422 on it.
 */
async function serviceValues(db: Db, kitchenId: number, input: MealFields) {
  const [kitchen] = await db
    .select({ service: providers.service })
    .from(providers)
    .where(eq(providers.id, kitchenId))
  if (!kitchen) throw new DomainError('not-found', 'kitchen.none')
  const definition = SERVICE_DEFINITIONS[kitchen.service]
  if (!(definition.categories as readonly string[]).includes(input.category))
    throw invalidField('category', 'menu.category')
  const unit = input.unit ?? definition.units[0]
  if (!(definition.units as readonly string[]).includes(unit)) throw invalidField('unit', 'menu.unit')
  // What is sold costs from a shilling; a recipe is read, free (its ingredients are what is bought).
  if (definition.sold ? input.priceKes < 1 : input.priceKes !== 0) {
    throw invalidField('priceKes', definition.sold ? 'menu.price' : 'menu.recipePrice')
  }
  const timed = definition.fulfilment === 'booking'
  if (timed !== (input.durationMinutes !== null)) throw invalidField('durationMinutes', 'menu.duration')
  return { service: kitchen.service, kind: definition.itemKind, unit, durationMinutes: input.durationMinutes }
}

const mealValues = (input: MealFields) => ({
  name: input.name,
  description: input.description,
  priceKes: input.priceKes,
  category: input.category,
  dietaryTags: [...new Set(input.dietaryTags)],
  allergens: [...new Set(input.allergens)],
  ingredients: input.ingredients,
  dailyPortions: input.dailyPortions,
  available: input.available,
})
/** A meal as the schema gave it (defaults filled in). */
type MealFields = v.InferOutput<typeof MealInput>

/** Adds a meal to the kitchen's menu; its slug is its name's, made unique within the kitchen. */
export async function createMeal(db: Db, kitchenId: number, input: MealFields) {
  const ofService = await serviceValues(db, kitchenId, input)
  const base = slugify(input.name) || 'meal'
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const slug = attempt === 0 ? base : `${base}-${randomToken().slice(0, 6).toLowerCase()}`
    const [row] = await db
      .insert(items)
      .values({
        providerId: kitchenId,
        slug,
        image: PLACEHOLDER_IMAGE,
        ...mealValues(input),
        ...ofService,
      })
      .onConflictDoNothing({ target: [items.providerId, items.slug] })
      .returning({ id: items.id })
    if (row) return getMenuMeal(db, kitchenId, row.id)
  }
  throw new Error('No free slug for the meal')
}

/** Changes one of the kitchen's meals (every field; the slug stays, links keep working). */
export async function updateMeal(db: Db, kitchenId: number, id: number, input: MealFields) {
  const { unit, durationMinutes } = await serviceValues(db, kitchenId, input)
  const [row] = await db
    .update(items)
    .set({ ...mealValues(input), unit, durationMinutes })
    .where(ownMeal(kitchenId, id))
    .returning({ id: items.id })
  if (!row) throw new DomainError('not-found', 'menu.mealNotFound')
  return getMenuMeal(db, kitchenId, id)
}

/**
 * Takes a meal off the menu. Orders keep their own copy of name and price, but their lines
 * still point at the meal (reorder, the board): one that orders name is archived (hidden, kept),
 * any other is deleted.
 */
export async function removeMeal(
  db: Db,
  kitchenId: number,
  id: number,
): Promise<{ removal: Removal; photoKey: string | null }> {
  return db.transaction(async (tx) => {
    const [meal] = await tx
      .select({ id: items.id, photoKey: items.photoKey })
      .from(items)
      .where(ownMeal(kitchenId, id))
      .for('update')
    if (!meal) throw new DomainError('not-found', 'menu.mealNotFound')
    const [ordered] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.itemId, id))
      .limit(1)
    if (ordered) {
      await tx.update(items).set({ available: false, archivedAt: sql`now()` }).where(eq(items.id, id))
      return { removal: 'archived' as const, photoKey: null }
    }
    await tx.delete(items).where(eq(items.id, id))
    return { removal: 'deleted' as const, photoKey: meal.photoKey }
  })
}
