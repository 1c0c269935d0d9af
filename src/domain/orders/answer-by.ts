import { sql } from 'drizzle-orm'
import { orders, providers } from '../../db/schema'

/** An interval of so many minutes, from a column or an expression. */
export const minutes = (column: unknown) => sql`make_interval(mins => ${column})`

/**
 * By when the kitchen must answer an order (decision record 0110): an order for as soon as
 * possible within its answer time from when it was placed; a pre-order by when its cooking must
 * start (its slot less the prep time), and never sooner than the answer time. The cook's SMS goes
 * as much before that as the kitchen's alert leaves of its answer time.
 */
export const answerBy = sql<string>`case when ${orders.slotStart} is null
  then ${orders.placedAt} + ${minutes(providers.answerWithinMinutes)}
  else greatest(${orders.placedAt} + ${minutes(providers.answerWithinMinutes)},
    ${orders.slotStart} - ${minutes(providers.prepMinutes)}) end`
