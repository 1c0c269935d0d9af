import { createServerFn } from '@tanstack/react-start'
import { RiderDeliveryInput, RiderToken } from '../../contracts/riders.schemas'
import { apiCall } from '../../server/api-call.server'

/** The order a rider's link opens (no account: the link's secret is the credential). */
export const getRiderOrder = createServerFn({ method: 'GET' })
  .validator(RiderToken)
  .handler(async ({ data }) =>
    apiCall((api, o) => api.shop.rider[':token'].$get({ param: { token: data.token } }, o), {
      as: 'visitor',
    }),
  )

/** The rider has the food. */
export const riderPickedUp = createServerFn({ method: 'POST' })
  .validator(RiderToken)
  .handler(async ({ data }) =>
    apiCall((api, o) => api.shop.rider[':token']['picked-up'].$post({ param: { token: data.token } }, o), {
      as: 'visitor',
    }),
  )

/** Delivered, with the shopper's code. */
export const riderDelivered = createServerFn({ method: 'POST' })
  .validator(RiderDeliveryInput)
  .handler(async ({ data }) =>
    apiCall(
      (api, o) =>
        api.shop.rider[':token'].delivered.$post(
          { param: { token: data.token }, json: { code: data.code } },
          o,
        ),
      { as: 'visitor' },
    ),
  )
