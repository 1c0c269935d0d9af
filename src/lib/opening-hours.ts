import { DAYS, type Day, type OpeningHours } from './catalogue-lists'
import { openSpans, runsPastMidnight, toMinutes, weekdayOf, windowsOfDay } from './hour-windows'
import { addDays, nairobiDate } from './nairobi-date'

const NAIROBI_TIME_ZONE = 'Africa/Nairobi'

const weekdayFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: NAIROBI_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The Nairobi day and "HH:MM" time of an instant (Nairobi is UTC+3 all year). */
export function nairobiClock(at: Date): { day: Day; time: string } {
  const parts = Object.fromEntries(weekdayFormat.formatToParts(at).map((p) => [p.type, p.value]))
  const day = DAYS.find((d) => d === String(parts.weekday).slice(0, 3).toLowerCase())
  if (!day) throw new Error(`Unexpected weekday ${parts.weekday}`)
  return { day, time: `${parts.hour}:${parts.minute}` }
}

/**
 * Whether a kitchen with these hours is open at the given instant, in Nairobi time. A day it
 * closed (`closedDays`, Nairobi dates) opens none of its windows; the night before's window
 * still runs into it until its close, unless that day was closed too.
 */
export function isOpenAt(hours: OpeningHours, at: Date, closedDays: readonly string[] = []): boolean {
  // The same spans the delivery slots are cut from: one reading of the hours (decision 0112).
  const minutes = toMinutes(nairobiClock(at).time)
  return openSpans(hours, nairobiDate(at), closedDays).some(
    ([start, end]) => minutes >= start && minutes < end,
  )
}

/** How far ahead the next opening is looked for: a fortnight of closures is not unusual for a home cook. */
const OPENING_SEARCH_DAYS = 35

/**
 * When a kitchen that is closed at `at` next opens by its hours and closed days, in Nairobi
 * time: the day, the opening time and how many days from now (0: later today). Null while it is
 * open, or when it does not open in the next five weeks.
 */
export function nextOpening(
  hours: OpeningHours,
  at: Date,
  closedDays: readonly string[] = [],
): { day: Day; time: string; inDays: number } | null {
  if (isOpenAt(hours, at, closedDays)) return null
  const { time } = nairobiClock(at)
  const today = nairobiDate(at)
  for (let inDays = 0; inDays <= OPENING_SEARCH_DAYS; inDays++) {
    const date = addDays(today, inDays)
    if (closedDays.includes(date)) continue
    const day = weekdayOf(date)
    const open = windowsOfDay(hours, day).find(([opens]) => inDays > 0 || opens > time)?.[0]
    if (open !== undefined) return { day, time: open, inDays }
  }
  return null
}

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/**
 * What is wrong with a week of hours a kitchen sends, as a message id, or null when it holds:
 * pairs of "HH:MM" times, at most MAX_WINDOWS_A_DAY windows a day, in order without overlapping,
 * only the last one past midnight, and the next day opening after that night's close.
 */
export function hoursProblem(
  hours: OpeningHours,
  maxWindows: number,
): 'hours.time' | 'hours.windows' | 'hours.order' | null {
  for (const day of DAYS) {
    const times = hours[day] ?? []
    if (!times.every((time) => CLOCK_TIME.test(time))) return 'hours.time'
    if (times.length % 2 !== 0 || times.length > maxWindows * 2) return 'hours.windows'
    const windows = windowsOfDay(hours, day)
    for (const [index, window] of windows.entries()) {
      const last = index === windows.length - 1
      if (!last && runsPastMidnight(window)) return 'hours.order'
      const next = windows[index + 1]
      if (next && next[0] < window[1]) return 'hours.order'
    }
    const lastWindow = windows.at(-1)
    const firstTomorrow = windowsOfDay(hours, DAYS[(DAYS.indexOf(day) + 1) % 7] as Day)[0]
    if (lastWindow && lastWindow[1] < lastWindow[0] && firstTomorrow && firstTomorrow[0] < lastWindow[1])
      return 'hours.order'
  }
  return null
}
