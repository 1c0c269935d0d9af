import * as v from 'valibot'

/** "HH:MM", Nairobi time (not OpenAPI's `time` format, which wants seconds and an offset). */
const clockTime = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/))

/** Delivery slots as the API answers them (decision record 0040), Nairobi time. */

/** A 30-minute delivery window on a Nairobi day. */
export const DeliverySlot = v.object({
  day: v.pipe(v.string(), v.isoDate()),
  start: clockTime,
  end: clockTime,
})
export type DeliverySlot = v.InferOutput<typeof DeliverySlot>

/** What a kitchen offers now: ASAP or not, and each of the next 7 days' windows that can be ordered. */
export const SlotOffer = v.object({
  /** Whether "as soon as possible" can be ordered now: the kitchen is open and not paused. */
  asap: v.boolean(),
  /** Today and the next 6 days, each with its windows (empty when none can be ordered). */
  days: v.array(
    v.object({
      day: v.pipe(v.string(), v.isoDate()),
      windows: v.array(v.object({ start: clockTime, end: clockTime })),
    }),
  ),
})
export type SlotOffer = v.InferOutput<typeof SlotOffer>

export const KitchenSlots = v.object({
  kitchenId: v.number(),
  /** Same-day slots can be ordered until this Nairobi time; null: until the prep time before them. */
  preorderCutoff: v.nullable(v.string()),
  prepMinutes: v.number(),
  ...SlotOffer.entries,
})
export type KitchenSlots = v.InferOutput<typeof KitchenSlots>
