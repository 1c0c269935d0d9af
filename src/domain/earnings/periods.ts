import type { EarningsPeriod } from '../../contracts/earnings.schemas'

/** Days as "YYYY-MM-DD" in UTC arithmetic: a calendar day has no time zone of its own. */
const dayAt = (day: string) => new Date(`${day}T00:00:00Z`)
const dayOf = (at: Date) => at.toISOString().slice(0, 10)

export function addDays(day: string, days: number): string {
  const at = dayAt(day)
  at.setUTCDate(at.getUTCDate() + days)
  return dayOf(at)
}

/**
 * The first and last day of the period holding `day`: the day itself, its week from Monday
 * (Kenya's working week), or its calendar month.
 */
export function periodAround(period: EarningsPeriod, day: string): { from: string; to: string } {
  if (period === 'day') return { from: day, to: day }
  const at = dayAt(day)
  if (period === 'week') {
    const sinceMonday = (at.getUTCDay() + 6) % 7
    const from = addDays(day, -sinceMonday)
    return { from, to: addDays(from, 6) }
  }
  const from = dayOf(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)))
  const to = dayOf(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)))
  return { from, to }
}
