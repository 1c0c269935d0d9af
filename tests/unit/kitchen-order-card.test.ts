import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { KitchenOrderCard } from '../../src/features/kitchen-console/components/KitchenOrderCard'
import type { KitchenOrder } from '../../src/features/kitchen-console/kitchen.types'
import { readyByChoices } from '../../src/features/kitchen-console/ready-by-choices'

/**
 * The kitchen board's order card, rendered as the server renders it (decision 0057): a
 * pre-order is offered ready times on its slot's day leading up to the slot, not "15–120
 * minutes from now" days before it; an order for as soon as possible keeps the minutes.
 */
const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

const placedOrder = (slot: KitchenOrder['slot']): KitchenOrder => ({
  id: 7,
  status: 'placed',
  paymentMethod: 'cash',
  discountKes: 0,
  totalKes: 850,
  paidKes: 0,
  dueKes: 850,
  customerName: 'Wanjiru K.',
  fulfilment: 'delivery',
  customerPhone: '+254712345678',
  deliveryAddress: {
    neighbourhood: 'Kilimani',
    building: 'Jabavu Court',
    floorAndDoor: null,
    landmark: 'Opposite the petrol station',
    directions: null,
    phone: '+254712345678',
  },
  note: null,
  items: [],
  readyBy: null,
  answerBy: '2026-11-28T14:15:00.000Z',
  rider: null,
  canAssignRider: false,
  slot,
  statusReason: null,
  createdAt: '2026-11-28T14:00:00.000Z',
  updatedAt: '2026-11-28T14:00:00.000Z',
  nextSteps: ['accepted', 'declined'],
})

/** The card's HTML at a given moment. */
function renderCard(slot: KitchenOrder['slot'], now: Date) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now)
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(I18nProvider, { i18n }, createElement(KitchenOrderCard, { order: placedOrder(slot) })),
    ),
  )
}
afterEach(() => void vi.useRealTimers())

/** The options' values and texts, in order. */
const optionsOf = (html: string) =>
  [...html.matchAll(/<option value="([^"]+)"[^>]*>([^<]*)<\/option>/g)].map((m): [string, string] => [
    m[1] ?? '',
    m[2] ?? '',
  ])

// Saturday 28 November 2026, 17:15 in Nairobi (UTC+3).
const NOW = new Date('2026-11-28T14:15:00Z')

describe('the board’s ready time', () => {
  it('offers a pre-order for Tuesday 1 December, 10:00 times that morning leading up to its slot', () => {
    const html = renderCard({ day: '2026-12-01', start: '10:00', end: '10:30' }, NOW)
    expect(html).toContain('Ready by')
    expect(html).not.toContain('minutes')
    const options = optionsOf(html)
    expect(options.map(([, text]) => text)).toEqual([
      '08:00 (Nairobi time)',
      '08:30 (Nairobi time)',
      '09:00 (Nairobi time)',
      '09:15 (Nairobi time)',
      '09:30 (Nairobi time)',
      '09:45 (Nairobi time)',
      '10:00 (Nairobi time)',
    ])
    for (const [iso] of options) {
      const at = new Date(iso)
      // On the slot's Nairobi day, at or before the slot's start.
      expect(at >= new Date('2026-12-01T00:00:00+03:00'), iso).toBe(true)
      expect(at <= new Date('2026-12-01T10:00:00+03:00'), iso).toBe(true)
    }
    // Preselected: half an hour before the slot.
    expect(html).toMatch(/<option value="2026-12-01T06:30:00.000Z" selected="">/)
  })

  it('offers minutes from now for an order wanted as soon as possible', () => {
    const html = renderCard(null, NOW)
    expect(html).toContain('Ready in')
    expect(optionsOf(html).map(([value]) => value)).toEqual(['15', '20', '30', '45', '60', '90', '120'])
  })

  it('never offers a time before the slot’s day or in the past, nor after the end of a slot already begun', () => {
    const early = readyByChoices({ day: '2026-12-01', start: '01:00' }, NOW)
    expect(early.kind === 'at' && early.times.map((t) => t.time)).toEqual([
      '00:00',
      '00:15',
      '00:30',
      '00:45',
      '01:00',
    ])
    // The slot starts in 40 minutes: only what is still ahead.
    const soon = readyByChoices({ day: '2026-11-28', start: '18:00' }, new Date('2026-11-28T14:20:00Z'))
    expect(soon.kind === 'at' && soon.times.map((t) => t.time)).toEqual(['17:30', '17:45', '18:00'])
    // It began 5 minutes ago and ends in 25: minutes from now that fit.
    const begun = readyByChoices({ day: '2026-11-28', start: '17:30' }, new Date('2026-11-28T14:35:00Z'))
    expect(begun).toMatchObject({ kind: 'in-minutes', minutes: [15, 20] })
  })
})
