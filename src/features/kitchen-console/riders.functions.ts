import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { AssignRiderInput } from '../../contracts/riders.schemas'
import { positiveId } from '../../lib/schema-pieces'
import { apiCall } from '../../server/api-call.server'

/** Hands one of the kitchen's orders to a rider; the answer carries the rider's link, once. */
export const assignOrderRider = createServerFn({ method: 'POST' })
  .validator(AssignRiderInput)
  .handler(async ({ data }) =>
    apiCall((api, o) =>
      api.shop.kitchen.orders[':id'].rider.$put({ param: { id: String(data.id) }, json: data.rider }, o),
    ),
  )

/** The kitchen delivers the order itself again: the rider's link stops working. */
export const removeOrderRider = createServerFn({ method: 'POST' })
  .validator(v.object({ id: positiveId('input.id') }))
  .handler(async ({ data }) =>
    apiCall((api, o) => api.shop.kitchen.orders[':id'].rider.$delete({ param: { id: String(data.id) } }, o)),
  )
