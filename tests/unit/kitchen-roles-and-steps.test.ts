import { describe, expect, it } from 'vitest'
import { parseEnv } from '../../src/config/env'
import { holdsRole } from '../../src/domain/accounts/roles'
import { startOfNairobiDay } from '../../src/domain/orders/kitchen-orders'
import { canStep, nextSteps, riderMayCarry } from '../../src/domain/orders/order-states'
import { KITCHEN_STEPS, ORDER_STATUSES } from '../../src/lib/order-lists'

describe('the order state machine', () => {
  const allowedSteps = (fulfilment: 'delivery' | 'pickup') =>
    ORDER_STATUSES.flatMap((from) =>
      KITCHEN_STEPS.filter((to) => canStep(from, to, fulfilment)).map((to) => `${from}→${to}`),
    )

  it('goes one way, one step at a time, and only from a placed (paid or cash) order', () => {
    expect(allowedSteps('delivery')).toEqual([
      'placed→accepted',
      'placed→declined',
      'accepted→preparing',
      'preparing→ready',
      'ready→on-the-way',
      'on-the-way→delivered',
    ])
    for (const finished of ['awaiting-payment', 'delivered', 'declined', 'cancelled'] as const)
      expect(nextSteps(finished, 'delivery')).toEqual([])
  })

  it('a picked-up order is collected once ready: it is never on the way, and no rider carries it', () => {
    expect(allowedSteps('pickup')).toEqual([
      'placed→accepted',
      'placed→declined',
      'accepted→preparing',
      'preparing→ready',
      'ready→delivered',
    ])
    for (const status of ORDER_STATUSES) {
      expect(riderMayCarry({ status, fulfilment: 'pickup' })).toBe(false)
    }
    expect(riderMayCarry({ status: 'ready', fulfilment: 'delivery' })).toBe(true)
    expect(riderMayCarry({ status: 'placed', fulfilment: 'delivery' })).toBe(false)
  })
})

describe('roles', () => {
  it('the operator role is held by the stored role or by an e-mail in OPERATOR_EMAILS, no other role by e-mail', () => {
    const emails = parseEnv({
      OPERATOR_EMAILS: ' Ops@HomeCooked.test, second@homecooked.test ',
    }).OPERATOR_EMAILS
    expect(emails).toEqual(['ops@homecooked.test', 'second@homecooked.test'])
    const listed = { roles: ['customer' as const], email: 'ops@homecooked.test' }
    expect(holdsRole(listed, 'operator', emails)).toBe(true)
    expect(holdsRole(listed, 'kitchen', emails)).toBe(false)
    expect(holdsRole({ roles: ['customer'], email: 'other@homecooked.test' }, 'operator', emails)).toBe(false)
    expect(holdsRole({ roles: ['customer', 'operator'], email: null }, 'operator')).toBe(true)
    expect(parseEnv({}).OPERATOR_EMAILS).toEqual([])
    expect(() => parseEnv({ OPERATOR_EMAILS: 'not-an-email' })).toThrowError(/OPERATOR_EMAILS/)
  })
})

describe("the board's day", () => {
  it("starts at Nairobi's midnight (UTC+3)", () => {
    expect(startOfNairobiDay(new Date('2026-11-23T20:59:00Z')).toISOString()).toBe('2026-11-22T21:00:00.000Z')
    expect(startOfNairobiDay(new Date('2026-11-23T21:00:00Z')).toISOString()).toBe('2026-11-23T21:00:00.000Z')
  })
})
