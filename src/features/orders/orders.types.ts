// Orders as the pages read them: the contract's types (contracts/orders.responses.ts).
export type { Order, OrderPage } from '../../contracts/orders.responses'
