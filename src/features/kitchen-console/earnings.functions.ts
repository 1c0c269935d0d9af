import { createServerFn } from '@tanstack/react-start'
import { EarningsQuery } from '../../contracts/earnings.schemas'
import { apiCall } from '../../server/api-call.server'

/** The signed-in kitchen's earnings over a day, a week or a month (403 without the kitchen role). */
export const getKitchenEarnings = createServerFn({ method: 'GET' })
  .validator(EarningsQuery)
  .handler(async ({ data }) =>
    apiCall((api, o) =>
      api.shop.kitchen.earnings.$get(
        { query: { period: data.period, ...(data.date ? { date: data.date } : {}) } },
        o,
      ),
    ),
  )
