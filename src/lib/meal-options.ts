import * as v from 'valibot'
import { positiveId, trimmedText } from './schema-pieces'

/**
 * A meal's options (decision record 0041) as the menu editor, its server function and the API
 * check them, and a cart line's choice as the shopper sends it.
 */

/** The most groups a meal has, and choices a group has. */
const MAX_OPTION_GROUPS = 8
const MAX_OPTION_CHOICES = 12
/** The largest price difference of one choice, either way (whole shillings). */
const MAX_PRICE_DELTA_KES = 100_000
/** A cart line's note to the kitchen ("no onions"). */
export const MAX_LINE_NOTE = 200

const wholeNumber = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message))

const OptionChoiceInput = v.object({
  /** An existing choice keeps its id (carts holding it keep it); left out: a new choice. */
  id: v.optional(positiveId('menu.optionId')),
  name: trimmedText(1, 40, 'menu.optionName'),
  priceDeltaKes: v.optional(wholeNumber(-MAX_PRICE_DELTA_KES, MAX_PRICE_DELTA_KES, 'menu.optionPrice'), 0),
})

const OptionGroupInput = v.object({
  id: v.optional(positiveId('menu.optionId')),
  name: trimmedText(1, 40, 'menu.optionName'),
  /** The shopper must pick one. */
  required: v.optional(v.boolean('menu.optionRequired'), false),
  /** 1: pick one; more: pick up to that many. */
  maxChoices: v.optional(wholeNumber(1, MAX_OPTION_CHOICES, 'menu.optionMaxChoices'), 1),
  choices: v.pipe(
    v.array(OptionChoiceInput, 'menu.optionChoices'),
    v.minLength(1, 'menu.optionChoices'),
    v.maxLength(MAX_OPTION_CHOICES, 'menu.optionChoices'),
  ),
})

/** Every group of a meal at once: what is left out is removed. */
export const MealOptionsInput = v.object({
  groups: v.pipe(
    v.array(OptionGroupInput, 'menu.optionGroups'),
    v.maxLength(MAX_OPTION_GROUPS, 'menu.optionGroups'),
  ),
})
export type MealOptionsInput = v.InferInput<typeof MealOptionsInput>

/** A cart line's choices and note, as the cart's API and server functions take them. */
export const lineChoiceEntries = {
  choiceIds: v.optional(
    v.pipe(
      v.array(positiveId('cart.choiceIds'), 'cart.choiceIds'),
      v.maxLength(MAX_OPTION_GROUPS * MAX_OPTION_CHOICES, 'cart.choiceIds'),
    ),
    [],
  ),
  note: v.optional(v.pipe(v.string('cart.note'), v.trim(), v.maxLength(MAX_LINE_NOTE, 'cart.note')), ''),
}
