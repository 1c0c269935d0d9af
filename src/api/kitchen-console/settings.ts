import { Hono } from 'hono'
import { describeRoute, validator } from 'hono-openapi'
import { KitchenSettings } from '../../contracts/kitchen-settings.responses'
import { KitchenSettingsInput } from '../../contracts/kitchen-settings.schemas'
import { readKitchenSettings, saveKitchenSettings } from '../../domain/kitchen-console/settings'
import { errorResponses, json, jsonBody, kitchenOnly, signedInOperation } from '../docs'
import type { KitchenEnv } from '../env'
import { validationFailed } from '../errors'

/**
 * The kitchen's own delivery and order settings (record 0069), behind the kitchen
 * API's session and role check: what shoppers are charged for delivery, how far it goes, the
 * minimum order, the preparation time the ETA starts from, and the pre-order cut-off (record 0040).
 */
export const settingsRoutes = new Hono<KitchenEnv>()
  .get(
    '/settings',
    describeRoute({
      ...signedInOperation,
      tags: ['Kitchen'],
      summary:
        "Your kitchen's delivery fee (base, per km), delivery radius, minimum order, preparation time, pre-order cut-off and the minutes to answer an order",
      responses: { 200: json(KitchenSettings, 'The settings'), ...kitchenOnly },
    }),
    async (c) => c.json(await readKitchenSettings(c.var.db, c.var.kitchen.id), 200),
  )
  .put(
    '/settings',
    describeRoute({
      ...signedInOperation,
      tags: ['Kitchen'],
      summary: 'Set them, all together',
      description:
        'Shoppers see the new fee, radius and minimum at once (catalogue answers and cached pages follow the catalogue version); orders already placed keep what they were charged. Limits: base 0–1,000 KES, per km 0–200 KES, radius 1–50 km in half km, minimum 0–10,000 KES, preparation 5–240 minutes. `preorderCutoff` ("HH:MM", Nairobi time) is optional: left out, it stays as it is; null or "" clears it; anything else is a 422 on `preorderCutoff` (`settings.preorderCutoff`). It is the same cut-off `PUT /api/kitchen/preorder-cutoff` sets (decision record 0040). `answerWithinMinutes` (5–60) and `alertAfterMinutes` (1–30, less than the first) are optional too: the minutes the kitchen has to accept or decline an order before it is declined for it, and after which its phone gets an SMS about it (decision record 0110); `settings.alertBeforeAnswer` when the SMS would not come first.',
      requestBody: jsonBody(KitchenSettingsInput),
      responses: { 200: json(KitchenSettings, 'The settings saved'), ...errorResponses, ...kitchenOnly },
    }),
    validator('json', KitchenSettingsInput, validationFailed),
    async (c) => c.json(await saveKitchenSettings(c.var.db, c.var.kitchen.id, c.req.valid('json')), 200),
  )
