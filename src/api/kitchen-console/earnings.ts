import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { KitchenEarnings } from '../../contracts/earnings.responses'
import { EarningsQuery } from '../../contracts/earnings.schemas'
import { kitchenEarnings } from '../../domain/earnings/earnings'
import { errorResponses, json, kitchenOnly, signedInOperation } from '../docs'
import type { KitchenEnv } from '../env'
import { validationFailed } from '../errors'
import { earningsCsv, earningsFileName } from './earnings-csv'

const ABOUT =
  "Sales are delivered orders, by their Nairobi delivery day. Gross is what they sold for (the total plus any discount HomeCooked gave); commission is each order's own, at the rate it was placed at; the balance is gross less commission less the cash the kitchen collected: positive, HomeCooked owes the kitchen; negative, the kitchen owes HomeCooked. M-Pesa received counts finished orders; refunds are what of it is owed back to shoppers (declined or cancelled orders). Without `period` and `date`: this week (Monday to Sunday). Decision record 0109."

/** The kitchen's own money: its earnings over a day, a week or a month, as JSON or a CSV statement. */
export const earningsRoutes = new Hono<KitchenEnv>()
  .get(
    '/earnings',
    describeRoute({
      ...signedInOperation,
      tags: ['Kitchen'],
      summary: "Your kitchen's earnings over a day, a week or a month: totals, each day, each order",
      description: ABOUT,
      responses: { 200: json(KitchenEarnings, 'The earnings'), 422: errorResponses[422], ...kitchenOnly },
    }),
    validator('query', EarningsQuery, validationFailed),
    async (c) => c.json(await kitchenEarnings(c.var.db, c.var.kitchen.id, c.req.valid('query')), 200),
  )
  .get(
    '/earnings/statement',
    describeRoute({
      ...signedInOperation,
      tags: ['Kitchen'],
      summary: 'The same earnings as a CSV statement: one line per order, then the totals',
      description: `${ABOUT} Columns are the JSON's field names; the last line holds the period and its totals.`,
      responses: {
        200: {
          description: 'The statement (text/csv, as an attachment)',
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
        422: errorResponses[422],
        ...kitchenOnly,
      },
    }),
    validator('query', EarningsQuery, validationFailed),
    async (c) => {
      const earnings = await kitchenEarnings(c.var.db, c.var.kitchen.id, c.req.valid('query'))
      return c.body(earningsCsv(earnings), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${earningsFileName(earnings)}"`,
        'Cache-Control': 'private, no-store',
      })
    },
  )
