import type { CheckoutResult } from '../../contracts/checkout.responses'

// What placing an order answers: the contract's type (contracts/checkout.responses.ts).
export type { CheckoutResult }
export type PlacedOrder = CheckoutResult['orders'][number]
