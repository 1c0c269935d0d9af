import * as v from 'valibot'

/**
 * What a kitchen sets about its deliveries and orders (record 0037's amendment): the fee's base
 * and price per km, how far it delivers, the smallest order it takes and how long it cooks. The
 * settings form, its server function and the API check the same schema. Whole shillings.
 */
export const SETTINGS_LIMITS = {
  deliveryBaseKes: { min: 0, max: 1000 },
  deliveryPerKmKes: { min: 0, max: 200 },
  deliveryRadiusKm: { min: 1, max: 50 },
  minOrderKes: { min: 0, max: 10_000 },
  prepMinutes: { min: 5, max: 240 },
} as const

const whole = (limits: { min: number; max: number }, message: string) =>
  v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(limits.min, message),
    v.maxValue(limits.max, message),
  )

export const KitchenSettingsInput = v.object({
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
})
export type KitchenSettings = v.InferOutput<typeof KitchenSettingsInput>
