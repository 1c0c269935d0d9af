import { DAYS, type Day, type OpeningHours } from './catalogue-lists'

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

/** Whether a kitchen with these hours is open at the given instant, in Nairobi time. */
export function isOpenAt(hours: OpeningHours, at: Date): boolean {
  const { day, time } = nairobiClock(at)
  const today = hours[day]
  // A close time before the open time runs past midnight (e.g. Friday 18:00–01:00).
  if (today && (today[1] > today[0] ? time >= today[0] && time < today[1] : time >= today[0])) return true
  const yesterday = hours[DAYS[(DAYS.indexOf(day) + 6) % 7] as Day]
  return yesterday !== undefined && yesterday[1] < yesterday[0] && time < yesterday[1]
}

/**
 * When a kitchen that is closed at `at` next opens by its hours, in Nairobi time: the day, the
 * opening time and how many days from now (0: later today). Null while it is open, or with no
 * hours at all.
 */
export function nextOpening(
  hours: OpeningHours,
  at: Date,
): { day: Day; time: string; inDays: number } | null {
  if (isOpenAt(hours, at)) return null
  const { day, time } = nairobiClock(at)
  const start = DAYS.indexOf(day)
  for (let inDays = 0; inDays <= 7; inDays++) {
    const next = DAYS[(start + inDays) % 7] as Day
    const open = hours[next]?.[0]
    if (open !== undefined && (inDays > 0 || open > time)) return { day: next, time: open, inDays }
  }
  return null
}
