import * as v from 'valibot'
import { MAX_CART_QUANTITY } from '../config/constants'
import { lineChoiceEntries } from '../lib/meal-options'
import { ORDER_FULFILMENTS } from '../lib/order-lists'
import { positiveId } from '../lib/schema-pieces'

/** The portions a line is set to: 0 takes it out. */
const LineQuantity = v.pipe(
  v.number('cart.quantity'),
  v.integer('cart.quantity'),
  v.minValue(0, 'cart.quantity'),
  v.maxValue(MAX_CART_QUANTITY, 'cart.quantity'),
)

/** The portions added to a line: at least one. */
const AddedQuantity = v.pipe(
  v.number('cart.quantityToAdd'),
  v.integer('cart.quantityToAdd'),
  v.minValue(1, 'cart.quantityToAdd'),
  v.maxValue(MAX_CART_QUANTITY, 'cart.quantityToAdd'),
)

/** PUT /api/cart/items/:id's body: the quantity of the meal's line with these choices and note. */
export const SetQuantityInput = v.object({
  quantity: LineQuantity,
  /** The line's choices and note (decision record 0041); left out: the meal's plain line. */
  ...lineChoiceEntries,
})

/** POST /api/cart/items's body: portions of a meal with its chosen options and a note. */
export const AddLineInput = v.object({
  itemId: positiveId('cart.itemId'),
  quantity: v.optional(AddedQuantity, 1),
  ...lineChoiceEntries,
})

/** The web's server function: the meal (the API's path id) and `SetQuantityInput`'s body. */
export const SetLineQuantityInput = v.object({
  itemId: positiveId('cart.itemId'),
  ...SetQuantityInput.entries,
})

/** PUT /api/cart/fulfilment's body: one kitchen's order is delivered, or picked up at its door (decision record 0116). */
export const FulfilmentInput = v.object({
  kitchenId: positiveId('cart.kitchenId'),
  fulfilment: v.picklist(ORDER_FULFILMENTS, 'cart.fulfilment'),
})
