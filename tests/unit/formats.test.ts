import { describe, expect, it } from 'vitest'
import { formatNairobiDay } from '../../src/lib/formatters'
import { formatKes } from '../../src/lib/money'
import { isOpenAt, nairobiClock, nextOpening } from '../../src/lib/opening-hours'
import { slugify } from '../../src/lib/slug'

describe('formatKes', () => {
  it('prints whole shillings the Kenyan way', () => {
    expect(formatKes(1235)).toBe('KSh\u00a01,235')
    expect(formatKes(450)).toBe('KSh\u00a0450')
  })

  it('writes one label, KSh, before the amount in every language; the number is the language’s own', () => {
    // Intl's currency formats wrote "Ksh 450" in English, "KES 450" in Swahili, "450 KES" in
    // French and Spanish and "‏450 KES" in Arabic.
    const shown = (locale: string) => formatKes(12345, locale).replace(/\s/g, ' ')
    expect(shown('en-KE')).toBe('KSh 12,345')
    expect(shown('sw-KE')).toBe('KSh 12,345')
    expect(shown('fr-KE')).toBe('KSh 12 345')
    expect(shown('es-KE')).toBe('KSh 12.345')
    expect(shown('pt-KE')).toBe('KSh 12.345')
    // Arabic: no right-to-left mark in the text; the page isolates the amount (<bdi>), and its
    // Latin label makes it read left to right inside an Arabic sentence.
    expect(shown('ar-KE')).toBe('KSh 12,345')
    expect(formatKes(-50, 'en-KE')).toBe('-KSh\u00a050')
  })
})

describe('Kikuyu and Kamba pages', () => {
  it('format numbers and dates as Kenyan English, which the browser formats the same way', () => {
    // Chromium has no Kikuyu or Kamba data; the server's ICU wrote their month names.
    for (const locale of ['ki-KE', 'kam-KE']) {
      expect(formatNairobiDay('2026-11-25T09:00:00Z', locale)).toBe('25 November')
      expect(formatKes(45, locale)).toBe(formatKes(45, 'en-KE'))
      expect(formatKes(1235, locale).replace(/\s/g, ' ')).toBe('KSh 1,235')
    }
  })
})

describe('opening hours in Nairobi time', () => {
  const hours = { mon: ['08:00', '20:00'], fri: ['18:00', '01:00'] } as const
  const open = { mon: hours.mon as [string, string], fri: hours.fri as [string, string] }

  it('reads the clock in Africa/Nairobi (UTC+3)', () => {
    // Monday 2026-11-23 05:30 UTC is 08:30 in Nairobi.
    expect(nairobiClock(new Date('2026-11-23T05:30:00Z'))).toEqual({ day: 'mon', time: '08:30' })
  })

  it('is open inside the hours and closed outside them', () => {
    expect(isOpenAt(open, new Date('2026-11-23T05:30:00Z'))).toBe(true)
    expect(isOpenAt(open, new Date('2026-11-23T04:59:00Z'))).toBe(false)
    expect(isOpenAt(open, new Date('2026-11-23T17:00:00Z'))).toBe(false) // 20:00 closes
  })

  it('is closed on a day without hours', () => {
    expect(isOpenAt(open, new Date('2026-11-24T09:00:00Z'))).toBe(false)
  })

  it('handles hours that run past midnight', () => {
    expect(isOpenAt(open, new Date('2026-11-27T20:00:00Z'))).toBe(true) // Fri 23:00
    expect(isOpenAt(open, new Date('2026-11-27T14:00:00Z'))).toBe(false) // Fri 17:00
    expect(isOpenAt(open, new Date('2026-11-27T21:30:00Z'))).toBe(true) // Sat 00:30, Friday's night
    expect(isOpenAt(open, new Date('2026-11-27T22:30:00Z'))).toBe(false) // Sat 01:30
  })

  it('names the next opening in Nairobi time: later today, on a later day, none while open', () => {
    // Monday 07:00 in Nairobi: opens at 08:00 today.
    expect(nextOpening(open, new Date('2026-11-23T04:00:00Z'))).toEqual({
      day: 'mon',
      time: '08:00',
      inDays: 0,
    })
    expect(nextOpening(open, new Date('2026-11-23T05:30:00Z'))).toBeNull()
    // Monday 21:00: Friday 18:00 is four days on.
    expect(nextOpening(open, new Date('2026-11-23T18:00:00Z'))).toEqual({
      day: 'fri',
      time: '18:00',
      inDays: 4,
    })
    // Saturday 02:00 (after Friday's night): next Monday.
    expect(nextOpening(open, new Date('2026-11-27T23:00:00Z'))).toEqual({
      day: 'mon',
      time: '08:00',
      inDays: 2,
    })
    // Only Monday, and Monday's hours are over: next Monday, a week on.
    const mondays = { mon: open.mon }
    expect(nextOpening(mondays, new Date('2026-11-23T18:00:00Z'))).toEqual({
      day: 'mon',
      time: '08:00',
      inDays: 7,
    })
    expect(nextOpening({}, new Date('2026-11-23T18:00:00Z'))).toBeNull()
  })
})

describe('slugify', () => {
  it('makes URL-safe slugs', () => {
    expect(slugify('Mama Njeri’s Pilau (½ kg)')).toBe('mama-njeri-s-pilau-1-2-kg')
    expect(slugify('  Kuku Paka  ')).toBe('kuku-paka')
  })
})
