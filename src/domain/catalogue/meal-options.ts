import { asc, inArray } from 'drizzle-orm'
import type { OptionGroup } from '../../contracts/menu.responses'
import type { Db } from '../../db/client'
import { itemOptionChoices, itemOptionGroups, type OrderLineOption } from '../../db/schema'
import type { ErrorCode } from '../../i18n/error-messages'

/** A meal's option group as shoppers and cooks see it (decision record 0041): the contract's shape. */
export type { OptionGroup }

/** The option groups of these meals, in the cook's order; a meal without options is absent. */
export async function optionsOf(db: Db, itemIds: readonly number[]): Promise<Map<number, OptionGroup[]>> {
  const byMeal = new Map<number, OptionGroup[]>()
  const ids = [...new Set(itemIds)]
  if (ids.length === 0) return byMeal
  const [groups, choices] = await Promise.all([
    db
      .select()
      .from(itemOptionGroups)
      .where(inArray(itemOptionGroups.itemId, ids))
      .orderBy(asc(itemOptionGroups.position), asc(itemOptionGroups.id)),
    db
      .select()
      .from(itemOptionChoices)
      .where(inArray(itemOptionChoices.itemId, ids))
      .orderBy(asc(itemOptionChoices.position), asc(itemOptionChoices.id)),
  ])
  const byId = new Map<number, OptionGroup>()
  for (const g of groups) {
    const group = { id: g.id, name: g.name, required: g.required, maxChoices: g.maxChoices, choices: [] }
    byId.set(g.id, group)
    byMeal.set(g.itemId, [...(byMeal.get(g.itemId) ?? []), group])
  }
  for (const c of choices) {
    byId.get(c.groupId)?.choices.push({ id: c.id, name: c.name, priceDeltaKes: c.priceDeltaKes })
  }
  return byMeal
}

/** Choice ids as a line keeps them: each once, sorted, so the same choices make the same line. */
export const normaliseChoiceIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b)

export type ChoiceProblem = { code: ErrorCode; values: Record<string, string | number> }

/**
 * What a line's choices mean for its meal now: the chosen options (names and differences, as an
 * order keeps them) and what they add to a portion's price; or why they cannot be ordered: a
 * choice that is not this meal's (unknown, removed, or another meal's), more choices in a group
 * than it allows, or a required group left without one.
 */
export function resolveChoices(
  groups: readonly OptionGroup[],
  choiceIds: readonly number[],
): { options: OrderLineOption[]; deltaKes: number; problem: ChoiceProblem | null } {
  const wanted = new Set(choiceIds)
  const options: OrderLineOption[] = []
  let problem: ChoiceProblem | null = null
  for (const group of groups) {
    const picked = group.choices.filter((c) => wanted.has(c.id))
    for (const c of picked) {
      wanted.delete(c.id)
      options.push({ choiceId: c.id, group: group.name, name: c.name, priceDeltaKes: c.priceDeltaKes })
    }
    if (!problem && picked.length > group.maxChoices) {
      problem = { code: 'cart.tooManyChoices', values: { group: group.name, max: group.maxChoices } }
    }
    if (!problem && group.required && picked.length === 0) {
      problem = { code: 'cart.choiceRequired', values: { group: group.name } }
    }
  }
  // An id left over is no choice of this meal: the first problem a client should hear of.
  const [unknown] = wanted
  if (unknown !== undefined) problem = { code: 'cart.choiceUnknown', values: { id: unknown } }
  return { options, deltaKes: options.reduce((n, o) => n + o.priceDeltaKes, 0), problem }
}

/**
 * A portion's price with its options: the menu price less a live offer (offers take off the
 * meal's price, not the options'), plus the choices' differences; never below 0 shillings even
 * when a cook lowered the meal's price under a negative difference.
 */
export const optionPrice = (basePriceKes: number, deltaKes: number) => Math.max(0, basePriceKes + deltaKes)
