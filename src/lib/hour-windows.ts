import { DAYS, type Day, type OpeningHours } from './catalogue-lists'
import { addDays } from './nairobi-date'

/** A day's windows as [open, close] pairs, in order (decision record 0112). */
export function windowsOfDay(hours: OpeningHours, day: Day): [string, string][] {
  const times = hours[day] ?? []
  const windows: [string, string][] = []
  for (let i = 0; i + 1 < times.length; i += 2) windows.push([times[i] as string, times[i + 1] as string])
  return windows
}

/** A window whose close is at or before its open runs past midnight (Friday 18:00–01:00). */
export const runsPastMidnight = ([open, close]: [string, string]) => close <= open

/** A "HH:MM" time as minutes from midnight. */
export const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** The weekday of a Nairobi calendar day (`YYYY-MM-DD`). */
export const weekdayOf = (day: string): Day => DAYS[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7] as Day

/**
 * The [start, end) minutes of a calendar day the kitchen is open by its hours: its own windows
 * (the last to midnight when it runs past it) and the morning tail of the day before's late
 * window. A closed day (decision record 0112) opens none of its own; the tail of the night
 * before still runs into it, unless that day was closed too.
 */
export function openSpans(
  hours: OpeningHours,
  day: string,
  closedDays: readonly string[],
): [number, number][] {
  const spans: [number, number][] = []
  const dayBefore = addDays(day, -1)
  if (!closedDays.includes(dayBefore))
    for (const [open, close] of windowsOfDay(hours, weekdayOf(dayBefore)))
      if (close < open) spans.push([0, toMinutes(close)])
  if (closedDays.includes(day)) return spans
  for (const window of windowsOfDay(hours, weekdayOf(day))) {
    const [open, close] = [toMinutes(window[0]), toMinutes(window[1])]
    spans.push([open, runsPastMidnight(window) ? 24 * 60 : close])
  }
  return spans
}
