import { describe, expect, it } from 'vitest'
import { priceChangeOf, type ShownTotal, whatChanged } from '../../src/features/checkout/price-change'
import { messageIdsOf } from '../../src/lib/api-errors'

/** The checkout form's reading of a 409 `checkout.priceChanged` (decision record 0056). */
const line = (itemId: number, unitPriceKes: number, extra: { note?: string; choiceIds?: number[] } = {}) => ({
  kitchenId: 1,
  kitchenName: "Mama Njeri's Kitchen",
  itemId,
  name: `Meal ${itemId}`,
  quantity: 1,
  choiceIds: extra.choiceIds ?? [],
  note: extra.note ?? '',
  menuPriceKes: unitPriceKes,
  percentOff: 0,
  unitPriceKes,
  lineTotalKes: unitPriceKes,
})

const body = {
  message: 'Prices changed',
  code: 'checkout.priceChanged',
  errors: {},
  codes: { expectedTotalKes: ['checkout.priceChanged'] },
  values: { totalKes: 1066, expectedTotalKes: 566 },
  details: {
    expectedTotalKes: 566,
    totalKes: 1066,
    subtotalKes: 1000,
    savingKes: 0,
    deliveryFeesKes: 66,
    discountKes: 0,
    lines: [line(7, 900), line(8, 100), line(8, 150, { note: 'extra hot' })],
  },
}

const shown: ShownTotal = {
  totalKes: 566,
  deliveryFeesKes: 50,
  discountKes: 0,
  lines: [
    { meal: { id: 7, name: 'Meal 7' }, choiceIds: [], note: '', quantity: 1, unitPriceKes: 400 },
    { meal: { id: 8, name: 'Meal 8' }, choiceIds: [], note: '', quantity: 1, unitPriceKes: 100 },
  ],
}

describe('a price change as the checkout form reads it', () => {
  it('keeps the details of the API error body through messageIdsOf', () => {
    expect(messageIdsOf(body).details).toEqual(body.details)
    expect(messageIdsOf({ ...body, details: [1] }).details).toBeUndefined()
  })

  it('is read only from checkout.priceChanged with its totals and lines', () => {
    expect(priceChangeOf('checkout.priceChanged', body.details)?.totalKes).toBe(1066)
    expect(priceChangeOf('checkout.soldOut', body.details)).toBeNull()
    expect(priceChangeOf('checkout.priceChanged', { totalKes: '1066' })).toBeNull()
    expect(priceChangeOf('checkout.priceChanged', undefined)).toBeNull()
  })

  it('names the lines whose portion price moved, a line not shown before, and the fees that moved', () => {
    const change = priceChangeOf('checkout.priceChanged', body.details)
    if (!change) throw new Error('no price change')
    expect(whatChanged(shown, change)).toEqual({
      lines: [
        { key: '7::', name: 'Meal 7', before: 400, now: 900 },
        { key: '8::extra hot', name: 'Meal 8', before: null, now: 150 },
      ],
      fees: { before: 50, now: 66 },
      discount: null,
    })
  })
})
