import type { CheckoutResult } from '../../contracts/checkout.responses'

export type PlacedOrder = CheckoutResult['orders'][number]
