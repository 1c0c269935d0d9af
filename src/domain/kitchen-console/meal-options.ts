import { and, eq, isNull, notInArray } from 'drizzle-orm'
import type * as v from 'valibot'
import type { Db } from '../../db/client'
import { itemOptionChoices, itemOptionGroups, items } from '../../db/schema'
import type { MealOptionsInput } from '../../lib/meal-options'
import { DomainError, invalidField } from '../common/errors'

type OptionsFields = v.InferOutput<typeof MealOptionsInput>

/**
 * Replaces one of the kitchen's meals' options with these (decision record 0041): a group or
 * choice sent with its id is changed in place (carts holding it keep it, at its new price), one
 * without an id is new, and what is left out is removed (a cart line holding a removed choice
 * is then refused at checkout, saying the options changed). All in one transaction, the meal's
 * row locked, so two saves of one meal's options queue instead of mixing.
 */
export async function replaceMealOptions(db: Db, kitchenId: number, itemId: number, input: OptionsFields) {
  await db.transaction(async (tx) => {
    const [meal] = await tx
      .select({ priceKes: items.priceKes })
      .from(items)
      .where(and(eq(items.id, itemId), eq(items.providerId, kitchenId), isNull(items.archivedAt)))
      .for('update')
    if (!meal) throw new DomainError('not-found', 'menu.mealNotFound')
    const [groupsNow, choicesNow] = await Promise.all([
      tx
        .select({ id: itemOptionGroups.id })
        .from(itemOptionGroups)
        .where(eq(itemOptionGroups.itemId, itemId)),
      tx
        .select({ id: itemOptionChoices.id })
        .from(itemOptionChoices)
        .where(eq(itemOptionChoices.itemId, itemId)),
    ])
    const ownGroups = new Set(groupsNow.map((g) => g.id))
    const ownChoices = new Set(choicesNow.map((c) => c.id))
    const seen = new Set<number>()
    // Every id must be this meal's, and each once: another meal's id is refused, not moved.
    const check = (id: number | undefined, own: Set<number>, field: string) => {
      if (id === undefined) return
      if (!own.has(id) || seen.has(id)) throw invalidField(field, 'menu.optionUnknown', { id })
      seen.add(id)
    }
    input.groups.forEach((group, g) => {
      check(group.id, ownGroups, `groups.${g}.id`)
      if (group.maxChoices > group.choices.length) {
        throw invalidField(`groups.${g}.maxChoices`, 'menu.optionMaxChoices')
      }
      group.choices.forEach((choice, c) => {
        check(choice.id, ownChoices, `groups.${g}.choices.${c}.id`)
        // A smaller portion may cost less, never less than nothing.
        if (meal.priceKes + choice.priceDeltaKes < 0) {
          throw invalidField(`groups.${g}.choices.${c}.priceDeltaKes`, 'menu.optionBelowZero', {
            price: meal.priceKes,
          })
        }
      })
    })
    const keptChoices = input.groups.flatMap((g) => g.choices.flatMap((c) => (c.id ? [c.id] : [])))
    await tx
      .delete(itemOptionChoices)
      .where(
        and(
          eq(itemOptionChoices.itemId, itemId),
          keptChoices.length ? notInArray(itemOptionChoices.id, keptChoices) : undefined,
        ),
      )
    // Groups are written before the old ones go, so a kept choice moved to a new group lives on.
    const written: number[] = []
    for (const [position, group] of input.groups.entries()) {
      const values = { name: group.name, required: group.required, maxChoices: group.maxChoices, position }
      const [row] = group.id
        ? await tx
            .update(itemOptionGroups)
            .set(values)
            .where(eq(itemOptionGroups.id, group.id))
            .returning({ id: itemOptionGroups.id })
        : await tx
            .insert(itemOptionGroups)
            .values({ itemId, ...values })
            .returning({ id: itemOptionGroups.id })
      if (!row) throw new Error('Option group write returned no row')
      written.push(row.id)
      for (const [at, choice] of group.choices.entries()) {
        const choiceValues = {
          groupId: row.id,
          name: choice.name,
          priceDeltaKes: choice.priceDeltaKes,
          position: at,
        }
        if (choice.id) {
          await tx.update(itemOptionChoices).set(choiceValues).where(eq(itemOptionChoices.id, choice.id))
        } else {
          await tx.insert(itemOptionChoices).values({ itemId, ...choiceValues })
        }
      }
    }
    await tx
      .delete(itemOptionGroups)
      .where(
        and(
          eq(itemOptionGroups.itemId, itemId),
          written.length ? notInArray(itemOptionGroups.id, written) : undefined,
        ),
      )
  })
}
