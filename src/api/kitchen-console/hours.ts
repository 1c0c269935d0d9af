import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { KitchenHours } from '../../contracts/kitchen-hours.responses'
import { BusyInput, KitchenHoursInput } from '../../contracts/kitchen-hours.schemas'
import { endBusy, readKitchenHours, saveKitchenHours, setBusy } from '../../domain/kitchen-console/hours'
import { errorResponses, json, jsonBody, kitchenOnly, kitchenOperation } from '../docs'
import type { KitchenEnv } from '../env'
import { validationFailed } from '../errors'

/**
 * When the kitchen cooks (decision record 0112), behind the kitchen API's session and role check:
 * its week of hours, closed days and busy mode. Open now, slots, ETAs and pre-orders read them.
 */
export const hoursRoutes = new Hono<KitchenEnv>()
  .get(
    '/hours',
    describeRoute({
      ...kitchenOperation("Your kitchen's week of hours, closed days and busy mode"),
      responses: { 200: json(KitchenHours, 'When it cooks'), ...kitchenOnly },
    }),
    async (c) => c.json(await readKitchenHours(c.var.db, c.var.kitchen.id), 200),
  )
  .put(
    '/hours',
    describeRoute({
      ...kitchenOperation(
        'Set the week of hours and the closed days, all together',
        'Per day (mon … sun), open and close times in pairs, "HH:MM" Nairobi time: ["11:00", "14:00", "17:00", "22:00"] is two windows; at most 3 a day, in order, not overlapping (`hours.order`); only the last may close after midnight, and the next day opens after that close. A day left out or empty is closed. `closedDays`: up to 60 Nairobi days (YYYY-MM-DD) from today the kitchen stays closed; one before today is a 422 on `closedDays` (`hours.closedDayPast`). Shoppers see the change at once: open now, slots and pre-orders.',
      ),
      requestBody: jsonBody(KitchenHoursInput),
      responses: { 200: json(KitchenHours, 'Saved'), ...errorResponses, ...kitchenOnly },
    }),
    validator('json', KitchenHoursInput, validationFailed),
    async (c) => c.json(await saveKitchenHours(c.var.db, c.var.kitchen.id, c.req.valid('json')), 200),
  )
  .put(
    '/busy',
    describeRoute({
      ...kitchenOperation(
        'Busy: add minutes to every ready time shoppers see, for an hour, two or the rest of the day',
        '`extraMinutes` is 10, 20, 30, 45 or 60; `length` is 1h, 2h or rest-of-day (Nairobi midnight). ETAs, delivery slots and the kitchen’s lead time count them; orders already placed keep their times.',
      ),
      requestBody: jsonBody(BusyInput),
      responses: { 200: json(KitchenHours, 'Busy until then'), ...errorResponses, ...kitchenOnly },
    }),
    validator('json', BusyInput, validationFailed),
    async (c) => c.json(await setBusy(c.var.db, c.var.kitchen.id, c.req.valid('json')), 200),
  )
  .delete(
    '/busy',
    describeRoute({
      ...kitchenOperation('Not busy any more: ready times go back to the preparation time'),
      responses: { 200: json(KitchenHours, 'Not busy'), ...kitchenOnly },
    }),
    async (c) => c.json(await endBusy(c.var.db, c.var.kitchen.id), 200),
  )
