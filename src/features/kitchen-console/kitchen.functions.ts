import { createServerFn } from '@tanstack/react-start'
import { StepOrderInput } from '../../contracts/kitchen-orders.schemas'
import { apiCall } from '../../server/api-call.server'

/** The signed-in kitchen's board (403 for an account without the kitchen role). */
export const getKitchenBoard = createServerFn({ method: 'GET' }).handler(async () =>
  apiCall((api, o) => api.shop.kitchen.orders.$get({}, o)),
)

/** One step of one of the kitchen's orders. */
export const stepKitchenOrder = createServerFn({ method: 'POST' })
  .validator(StepOrderInput)
  .handler(async ({ data }) =>
    apiCall((api, o) =>
      api.shop.kitchen.orders[':id'].transitions.$post(
        { param: { id: String(data.id) }, json: data.step },
        o,
      ),
    ),
  )
