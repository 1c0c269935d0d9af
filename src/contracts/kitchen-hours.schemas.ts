import * as v from 'valibot'
import { DAYS, MAX_WINDOWS_A_DAY, type OpeningHours } from '../lib/catalogue-lists'
import { hoursProblem } from '../lib/opening-hours'
import { calendarDay } from '../lib/schema-pieces'

/** The most closed days a kitchen keeps ahead (a month and more of holidays). */
const MAX_CLOSED_DAYS = 60

/** A week of hours (decision record 0112): per day, open and close times in pairs. */
const WeeklyHours = v.pipe(
  v.record(v.picklist(DAYS, 'hours.day'), v.array(v.string('hours.time'), 'hours.windows'), 'hours.windows'),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const problem = hoursProblem(dataset.value as OpeningHours, MAX_WINDOWS_A_DAY)
    if (problem) addIssue({ message: problem })
  }),
)

/**
 * What a kitchen sets about when it cooks (decision record 0112): its week of hours and the
 * days it stays closed (holidays, a funeral, the market day), each a Nairobi date from today.
 */
export const KitchenHoursInput = v.object({
  openingHours: WeeklyHours,
  closedDays: v.pipe(
    v.array(calendarDay('hours.closedDay'), 'hours.closedDay'),
    v.maxLength(MAX_CLOSED_DAYS, 'hours.closedDays'),
  ),
})
export type KitchenHoursInput = v.InferInput<typeof KitchenHoursInput>

/** How long a busy kitchen adds minutes to its ready times (as the pause's lengths). */
export const BUSY_LENGTHS = ['1h', '2h', 'rest-of-day'] as const
export const BUSY_EXTRA_MINUTES = [10, 20, 30, 45, 60] as const

export const BusyInput = v.object({
  extraMinutes: v.picklist(BUSY_EXTRA_MINUTES, 'busy.extraMinutes'),
  length: v.picklist(BUSY_LENGTHS, 'busy.length'),
})
export type BusyInput = v.InferInput<typeof BusyInput>
