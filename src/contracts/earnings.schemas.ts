import * as v from 'valibot'
import { MAX_COMMISSION_BP } from '../config/constants'
import { calendarDay } from '../lib/schema-pieces'

/** The spans a kitchen's earnings are summed over: a Nairobi day, a week from Monday, a month. */
export const EARNINGS_PERIODS = ['day', 'week', 'month'] as const
export type EarningsPeriod = (typeof EARNINGS_PERIODS)[number]

/**
 * GET /api/kitchen/earnings (and its CSV): the period and a day in it; without them, this week.
 * The page's server function takes the same.
 */
export const EarningsQuery = v.object({
  period: v.optional(v.picklist(EARNINGS_PERIODS, 'earnings.period'), 'week'),
  date: v.optional(calendarDay('earnings.date')),
})
export type EarningsQuery = v.InferInput<typeof EarningsQuery>

/** PUT /api/support/kitchens/{id}/commission: the kitchen's rate in basis points (1500 = 15 %). */
export const CommissionInput = v.object({
  commissionBp: v.pipe(
    v.number('earnings.commission'),
    v.integer('earnings.commission'),
    v.minValue(0, 'earnings.commission'),
    v.maxValue(MAX_COMMISSION_BP, 'earnings.commission'),
  ),
})
