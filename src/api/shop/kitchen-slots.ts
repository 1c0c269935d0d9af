import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { KitchenSlots } from '../../contracts/delivery-slots.responses'
import { kitchenSlots } from '../../domain/checkout/slots'
import { idParam } from '../../lib/schema-pieces'
import { errorResponses, json, publicOperation } from '../docs'
import type { ApiEnv } from '../env'
import { ApiError, validationFailed } from '../errors'

/** A kitchen's delivery slots, public (/kitchens/:id/slots, decision record 0040). */
export const kitchenSlotsRoutes = new Hono<ApiEnv>().get(
  '/:id/slots',
  describeRoute({
    ...publicOperation,
    tags: ['Food'],
    summary:
      "A kitchen's delivery slots: whether it delivers as soon as possible now, and its 30-minute windows today and the next 6 days (Nairobi time)",
    description:
      'ASAP is offered only while the kitchen is open and not paused, and never by a farmer (produce is pre-ordered for a harvest day) or a chef (booked for a date and time). A window is offered when it lies inside the opening hours, starts at least the prep time from now and (today) before the kitchen\'s `preorderCutoff`; none at all while the kitchen is paused. Send one as `slots: [{ kitchenId, at: "YYYY-MM-DDTHH:MM" }]` (or `at: "asap"`) to `POST /api/orders`. Not cached: it changes with the clock.',
    responses: { 200: json(KitchenSlots, 'The slots'), ...errorResponses },
  }),
  validator('param', idParam, validationFailed),
  async (c) => {
    const { id } = c.req.valid('param')
    const slots = await kitchenSlots(c.var.db, id, c.var.services)
    if (!slots) throw new ApiError(404, 'catalog.kitchenNotFound', { id: ['catalog.noSuchKitchen'] }, { id })
    return c.json(slots, 200)
  },
)
