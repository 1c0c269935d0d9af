import { describe, expect, it } from 'vitest'
import type { OpeningHours } from '../../src/lib/catalogue-lists'
import { type SlotKitchen, slotOffer, slotRefusal } from '../../src/lib/delivery-slots'
import { hoursProblem, isOpenAt, nextOpening } from '../../src/lib/opening-hours'

/**
 * A kitchen's week (decision record 0112): several windows a day as pairs of times, closed days,
 * and the one reading of them that "open now", the next opening and the slots share.
 */
const at = (iso: string) => new Date(`${iso}+03:00`)
/** Lunch and supper on Tuesdays; Wednesday supper runs past midnight into Thursday. */
const HOURS: OpeningHours = {
  tue: ['11:00', '14:00', '17:00', '21:00'],
  wed: ['18:00', '01:00'],
  thu: ['11:00', '13:00'],
}
const kitchen = (overrides: Partial<SlotKitchen> = {}): SlotKitchen => ({
  openingHours: HOURS,
  pausedUntil: null,
  prepMinutes: 30,
  preorderCutoff: null,
  ...overrides,
})

describe('a week of windows', () => {
  it('is open in each window of a day and closed in the gap between them', () => {
    // Tuesday 24 November 2026.
    expect(isOpenAt(HOURS, at('2026-11-24T10:59'))).toBe(false)
    expect(isOpenAt(HOURS, at('2026-11-24T11:00'))).toBe(true)
    expect(isOpenAt(HOURS, at('2026-11-24T15:30'))).toBe(false)
    expect(isOpenAt(HOURS, at('2026-11-24T17:00'))).toBe(true)
    expect(isOpenAt(HOURS, at('2026-11-24T21:00'))).toBe(false)
    // Wednesday's supper runs to 01:00 on Thursday.
    expect(isOpenAt(HOURS, at('2026-11-26T00:30'))).toBe(true)
    expect(isOpenAt(HOURS, at('2026-11-26T01:00'))).toBe(false)
  })

  it('opens next at the later window the same day, or on the first day that is not closed', () => {
    expect(nextOpening(HOURS, at('2026-11-24T15:30'))).toEqual({ day: 'tue', time: '17:00', inDays: 0 })
    expect(nextOpening(HOURS, at('2026-11-24T22:00'))).toEqual({ day: 'wed', time: '18:00', inDays: 1 })
    // Wednesday closed: Thursday lunch, and not Wednesday night's tail.
    const closed = ['2026-11-25']
    expect(nextOpening(HOURS, at('2026-11-24T22:00'), closed)).toEqual({
      day: 'thu',
      time: '11:00',
      inDays: 2,
    })
    expect(isOpenAt(HOURS, at('2026-11-26T00:30'), closed)).toBe(false)
  })

  it('closes a closed day whatever its hours say, and only that day', () => {
    const closed = ['2026-11-24']
    expect(isOpenAt(HOURS, at('2026-11-24T12:00'), closed)).toBe(false)
    expect(isOpenAt(HOURS, at('2026-12-01T12:00'), closed)).toBe(true) // the Tuesday after
    const offer = slotOffer(kitchen({ closedDays: closed }), at('2026-11-24T08:00'))
    expect(offer.days[0]?.windows).toEqual([])
    expect(offer.days[1]?.windows[0]?.start).toBe('18:00')
    // The night before still runs into a closed day until its close.
    const thursday = slotOffer(kitchen({ closedDays: ['2026-11-26'] }), at('2026-11-24T08:00')).days[2]
    expect(thursday?.windows.map((w) => w.start)).toEqual(['00:00', '00:30'])
  })

  it('offers slots in every window of a day and none in the gap', () => {
    const offer = slotOffer(kitchen(), at('2026-11-24T08:00'))
    expect(offer.days[0]?.windows.map((w) => w.start)).toEqual([
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '17:00',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
    ])
    expect(slotRefusal(kitchen(), '2026-11-24', '15:00', at('2026-11-24T08:00'))).toBe(
      'checkout.slotOutsideHours',
    )
    // A busy kitchen's added minutes are in its preparation time: the first slot moves.
    const calm = slotOffer(kitchen(), at('2026-11-24T10:45'))
    const busy = slotOffer(kitchen({ prepMinutes: 30 + 60 }), at('2026-11-24T10:45'))
    expect(calm.days[0]?.windows[0]?.start).toBe('11:30')
    expect(busy.days[0]?.windows[0]?.start).toBe('12:30')
  })

  it('takes pairs in order, at most three a day, only the last past midnight, before the next day opens', () => {
    expect(hoursProblem(HOURS, 3)).toBeNull()
    expect(hoursProblem({ mon: ['09:00', '12:00', '11:00', '15:00'] }, 3)).toBe('hours.order')
    expect(hoursProblem({ mon: ['22:00', '02:00', '09:00', '12:00'] }, 3)).toBe('hours.order')
    expect(hoursProblem({ mon: ['09:00'] }, 3)).toBe('hours.windows')
    expect(
      hoursProblem({ mon: ['06:00', '07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00'] }, 3),
    ).toBe('hours.windows')
    expect(hoursProblem({ mon: ['9:00', '12:00'] }, 3)).toBe('hours.time')
    expect(hoursProblem({ mon: ['09:00', '24:00'] }, 3)).toBe('hours.time')
    expect(hoursProblem({ sun: ['20:00', '02:00'], mon: ['01:00', '12:00'] }, 3)).toBe('hours.order')
    expect(hoursProblem({ sun: ['20:00', '02:00'], mon: ['02:00', '12:00'] }, 3)).toBeNull()
    expect(hoursProblem({ mon: ['00:00', '00:00'] }, 3)).toBeNull() // round the clock
  })
})
