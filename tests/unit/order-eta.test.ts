import { describe, expect, it } from 'vitest'
import { expectedArrival } from '../../src/lib/order-eta'

const placed = {
  status: 'placed' as const,
  createdAt: '2026-11-24T09:00:00.000Z',
  etaMinutes: 52,
  slot: null,
}

describe('expectedArrival', () => {
  it('is the moment the order was placed plus the minutes promised', () => {
    expect(expectedArrival(placed)).toBe('2026-11-24T09:52:00.000Z')
    expect(expectedArrival({ ...placed, status: 'on-the-way' })).toBe('2026-11-24T09:52:00.000Z')
  })

  it('is none for a slot, an order that is over, or one placed before ETAs', () => {
    expect(
      expectedArrival({ ...placed, slot: { day: '2026-11-25', start: '12:00', end: '12:30' } }),
    ).toBeNull()
    for (const status of ['delivered', 'declined', 'cancelled'] as const) {
      expect(expectedArrival({ ...placed, status })).toBeNull()
    }
    expect(expectedArrival({ ...placed, etaMinutes: null })).toBeNull()
  })
})
