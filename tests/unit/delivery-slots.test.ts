import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { deliveryDayChoices } from '../../src/lib/catalogue-filters'
import { DAYS } from '../../src/lib/catalogue-lists'
import {
  addDays,
  deliversOn,
  deliveryDays,
  firstSlot,
  preorderFrom,
  SLOT_DAYS,
  type SlotKitchen,
  slotOf,
  slotOffer,
  slotRefusal,
} from '../../src/lib/delivery-slots'
import { nairobiDate } from '../../src/lib/nairobi-date'

/** Tuesday 24 November 2026, 09:40 in Nairobi (06:40 UTC). */
const NOW = new Date('2026-11-24T09:40:00+03:00')

const kitchen = (overrides: Partial<SlotKitchen> = {}): SlotKitchen => ({
  openingHours: { tue: ['10:15', '12:00'], wed: ['18:00', '01:00'], thu: ['11:00', '12:00'] },
  pausedUntil: null,
  prepMinutes: 30,
  preorderCutoff: null,
  ...overrides,
})

describe('delivery slots', () => {
  it('aligns windows to :00 and :30 inside the hours, and runs late hours into the next day', () => {
    const offer = slotOffer(kitchen(), NOW)
    expect(offer.asap).toBe(false) // opens at 10:15
    expect(offer.days.map((d) => d.day)).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ])
    expect(offer.days[0]?.windows.map((w) => w.start)).toEqual(['10:30', '11:00', '11:30'])
    expect(offer.days[1]?.windows.at(-1)).toEqual({ start: '23:30', end: '00:00' })
    expect(offer.days[2]?.windows.map((w) => w.start)).toEqual(['00:00', '00:30', '11:00', '11:30'])
    expect(firstSlot(offer)).toBe('2026-11-24T10:30')
    expect(preorderFrom(kitchen(), NOW)).toBe('2026-11-24T07:30:00.000Z')
  })

  it('refuses each rule with its reason', () => {
    const k = kitchen()
    expect(slotRefusal(k, '2026-11-23', '10:30', NOW)).toBe('checkout.slotPast')
    expect(slotRefusal(k, '2026-12-01', '11:00', NOW)).toBe('checkout.slotTooFar')
    expect(slotRefusal(k, '2026-11-24', '10:00', NOW)).toBe('checkout.slotOutsideHours')
    expect(slotRefusal(k, '2026-11-24', '11:45', NOW)).toBe('checkout.slotOutsideHours')
    expect(slotRefusal(k, '2026-02-30', '11:00', NOW)).toBe('checkout.slotOutsideHours')
    expect(slotRefusal(kitchen({ prepMinutes: 90 }), '2026-11-24', '11:00', NOW)).toBe('checkout.slotTooSoon')
    expect(slotRefusal(kitchen({ preorderCutoff: '09:30' }), '2026-11-24', '11:00', NOW)).toBe(
      'checkout.slotAfterCutoff',
    )
    expect(slotRefusal(kitchen({ preorderCutoff: '10:00' }), '2026-11-24', '11:00', NOW)).toBeNull()
    // While a pause holds, no slot is taken, not even one after it ends (record 0061)...
    const paused = kitchen({ pausedUntil: new Date('2026-11-24T11:00:00+03:00') })
    expect(slotRefusal(paused, '2026-11-24', '10:30', NOW)).toBe('checkout.slotPaused')
    expect(slotRefusal(paused, '2026-11-24', '11:30', NOW)).toBe('checkout.slotPaused')
    expect(slotRefusal(paused, '2026-11-25', '18:00', NOW)).toBe('checkout.slotPaused')
    // ...and once it has ended, the same slot is taken as from a kitchen never paused.
    const after = new Date('2026-11-24T11:00:00+03:00')
    expect(slotRefusal(paused, '2026-11-24', '11:30', after)).toBeNull()
    const late = new Date('2026-11-24T11:10:00+03:00')
    expect(slotRefusal(k, '2026-11-24', '11:00', late)).toBe('checkout.slotPast')
  })

  it('offers ASAP only while open and not paused', () => {
    const open = new Date('2026-11-24T11:00:00+03:00')
    expect(slotOffer(kitchen(), open).asap).toBe(true)
    expect(slotOffer(kitchen({ pausedUntil: new Date('2026-11-24T11:30:00+03:00') }), open).asap).toBe(false)
    expect(preorderFrom(kitchen(), open)).toBeNull()
  })

  it('takes a kitchen open 00:00–00:00 as open round the clock: ASAP at 23:59 and 00:00, 48 windows a day', () => {
    const roundTheClock = kitchen({
      openingHours: Object.fromEntries(DAYS.map((day) => [day, ['00:00', '00:00']])),
    })
    for (const at of [
      '2026-11-24T23:59:30+03:00',
      '2026-11-25T00:00:00+03:00',
      '2026-11-25T12:00:00+03:00',
    ]) {
      expect(slotOffer(roundTheClock, new Date(at)).asap).toBe(true)
    }
    const tomorrow = slotOffer(roundTheClock, NOW).days[1]
    expect(tomorrow?.windows).toHaveLength(48)
    expect(tomorrow?.windows.at(-1)).toEqual({ start: '23:30', end: '00:00' })
  })

  it('shows a stored start as its Nairobi day and window', () => {
    expect(slotOf(new Date('2026-11-25T21:30:00Z'))).toEqual({
      day: '2026-11-26',
      start: '00:30',
      end: '01:00',
    })
  })
})

describe('deliversOn (the lists\' "delivery day" filter)', () => {
  const time = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`)
  const hours = fc.dictionary(
    fc.constantFrom(...DAYS),
    fc.tuple(time, time).filter(([open, close]) => open !== close),
  )
  const slotKitchen = fc.record({
    openingHours: hours,
    pausedUntil: fc.option(
      fc
        .integer({ min: -2 * 24 * 60, max: 8 * 24 * 60 })
        .map((minutes) => new Date(NOW.getTime() + minutes * 60_000)),
    ),
    prepMinutes: fc.integer({ min: 0, max: 240 }),
    preorderCutoff: fc.option(time),
  })
  const now = fc
    .integer({ min: 0, max: 7 * 24 * 60 })
    .map((minutes) => new Date(NOW.getTime() + minutes * 60_000))

  it('says the same as the days of the full slot offer, for every day of the window and beyond', () => {
    fc.assert(
      fc.property(slotKitchen, now, (k, at) => {
        const offered = deliveryDays(slotOffer(k, at))
        const today = nairobiDate(at)
        for (let offset = -1; offset <= SLOT_DAYS; offset++) {
          const day = addDays(today, offset)
          expect(deliversOn(k, day, at), `${day} at ${at.toISOString()}`).toBe(offered.includes(day))
        }
      }),
      { numRuns: 300 },
    )
  })

  it('a paused kitchen delivers on no day while the pause holds, and on every day once it ends', () => {
    const paused = kitchen({
      openingHours: Object.fromEntries(DAYS.map((day) => [day, ['00:00', '23:59']])),
      pausedUntil: new Date('2026-11-26T00:00:00+03:00'),
    })
    expect(deliversOn(paused, '2026-11-25', NOW)).toBe(false)
    expect(deliversOn(paused, '2026-11-26', NOW)).toBe(false)
    expect(slotOffer(paused, NOW).days.every((day) => day.windows.length === 0)).toBe(true)
    const ended = new Date('2026-11-26T00:00:00+03:00')
    expect(deliversOn(paused, '2026-11-26', ended)).toBe(true)
    expect(deliversOn(paused, '2026-11-27', ended)).toBe(true)
    // Outside the window, and before today: never.
    expect(deliversOn(paused, '2026-12-01', NOW)).toBe(false)
    expect(deliversOn(paused, '2026-11-23', NOW)).toBe(false)
  })
})

describe("the lists' delivery-day choices", () => {
  it('are the slots’ window: today (Nairobi) and the days after it, SLOT_DAYS in all', () => {
    const today = nairobiDate(new Date())
    expect(deliveryDayChoices()).toEqual(
      Array.from({ length: SLOT_DAYS }, (_, offset) => addDays(today, offset)),
    )
  })
})
