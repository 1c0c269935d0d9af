import * as v from 'valibot'
import { DAYS } from '../lib/catalogue-lists'

/** When a kitchen cooks, as its console reads and saves it (decision record 0112). */
export const KitchenHours = v.object({
  /** Per day, open and close times in pairs ("HH:MM", Nairobi time); a missing day is closed. */
  openingHours: v.record(v.picklist(DAYS), v.array(v.string())),
  /** Nairobi days from today it stays closed. */
  closedDays: v.array(v.string()),
  /** Minutes added to every ready time while busy; 0 when not busy. */
  busyMinutes: v.number(),
  /** Until when it is busy (ISO 8601), or null. */
  busyUntil: v.nullable(v.string()),
})
export type KitchenHours = v.InferOutput<typeof KitchenHours>
