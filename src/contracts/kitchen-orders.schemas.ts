import * as v from 'valibot'
import { KITCHEN_STEPS } from '../lib/order-lists'
import { positiveId } from '../lib/schema-pieces'

/**
 * One step of an order on the kitchen's board, as the board's forms, the server function and the
 * API check it: accepting needs a ready-by time (ISO 8601), declining a reason for the shopper.
 * Whether the step is allowed from the order's status is the domain's rule (409, not 422).
 */
export const StepInput = v.object({
  to: v.picklist(KITCHEN_STEPS, 'kitchen.step'),
  readyBy: v.optional(v.pipe(v.string('kitchen.readyByRequired'), v.isoTimestamp('kitchen.readyByRequired'))),
  reason: v.optional(
    v.pipe(
      v.string('kitchen.reasonRequired'),
      v.trim(),
      v.minLength(3, 'kitchen.reasonRequired'),
      v.maxLength(300, 'kitchen.reasonRequired'),
    ),
  ),
})
export type StepInput = v.InferInput<typeof StepInput>

export const StepOrderInput = v.object({ id: positiveId('input.id'), step: StepInput })
