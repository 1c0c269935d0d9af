import * as v from 'valibot'
import { FULFILMENTS } from './applications.lists'

/**
 * What a kitchen sets about its deliveries and orders (record 0069): the fee's base
 * and price per km, how far it delivers, the smallest order it takes, how long it cooks and until
 * when it takes same-day pre-orders (record 0040). The settings form, its server function and the API check the same schema. Whole shillings.
 */
const SETTINGS_LIMITS = {
  deliveryBaseKes: { min: 0, max: 1000 },
  deliveryPerKmKes: { min: 0, max: 200 },
  deliveryRadiusKm: { min: 1, max: 50 },
  minOrderKes: { min: 0, max: 10_000 },
  prepMinutes: { min: 5, max: 240 },
  answerWithinMinutes: { min: 5, max: 60 },
  alertAfterMinutes: { min: 1, max: 30 },
} as const

const whole = (limits: { min: number; max: number }, message: string) =>
  v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(limits.min, message),
    v.maxValue(limits.max, message),
  )

/** A cut-off time of day, "HH:MM" (24 hours, Nairobi time): the column's own check (record 0040). */
export const CUTOFF_TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/**
 * The pre-order cut-off as the settings take it: "HH:MM", or null or "" (an emptied time field)
 * for none, which it reads as null.
 */
const preorderCutoff = v.nullable(
  v.pipe(
    v.string('settings.preorderCutoff'),
    v.trim(),
    v.check((time) => time === '' || CUTOFF_TIME.test(time), 'settings.preorderCutoff'),
    v.transform((time) => time || null),
  ),
)

const KitchenSettingsFields = v.object({
  deliveryBaseKes: whole(SETTINGS_LIMITS.deliveryBaseKes, 'settings.deliveryBase'),
  deliveryPerKmKes: whole(SETTINGS_LIMITS.deliveryPerKmKes, 'settings.deliveryPerKm'),
  // Half kilometres are enough (a neighbourhood is a few km across); decimals beyond are refused.
  deliveryRadiusKm: v.pipe(
    v.number('settings.deliveryRadius'),
    v.minValue(SETTINGS_LIMITS.deliveryRadiusKm.min, 'settings.deliveryRadius'),
    v.maxValue(SETTINGS_LIMITS.deliveryRadiusKm.max, 'settings.deliveryRadius'),
    v.check((km) => Number.isInteger(km * 2), 'settings.deliveryRadius'),
  ),
  minOrderKes: whole(SETTINGS_LIMITS.minOrderKes, 'settings.minOrder'),
  prepMinutes: whole(SETTINGS_LIMITS.prepMinutes, 'settings.prepMinutes'),
  // Left out: the cut-off stays as it is (clients from before it was a setting keep working).
  preorderCutoff: v.optional(preorderCutoff),
  // Left out: kept as they are. The SMS comes before the order is declined (decision 0110).
  answerWithinMinutes: v.optional(whole(SETTINGS_LIMITS.answerWithinMinutes, 'settings.answerWithin')),
  alertAfterMinutes: v.optional(whole(SETTINGS_LIMITS.alertAfterMinutes, 'settings.alertAfter')),
  // Left out: kept. Delivery, pick-up at the kitchen, or both as the shopper chooses (decision 0116).
  fulfilment: v.optional(v.picklist(FULFILMENTS, 'settings.fulfilment')),
})

export const KitchenSettingsInput = v.pipe(
  KitchenSettingsFields,
  v.forward(
    v.check(
      (s) =>
        s.alertAfterMinutes === undefined ||
        s.answerWithinMinutes === undefined ||
        s.alertAfterMinutes < s.answerWithinMinutes,
      'settings.alertBeforeAnswer',
    ),
    ['alertAfterMinutes'],
  ),
)
export type KitchenSettings = v.InferOutput<typeof KitchenSettingsInput>
