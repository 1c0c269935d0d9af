/** The API's answers (contracts/kitchen-console.responses.ts), which the domain returns. */
export type { KitchenOrder } from '../../contracts/kitchen-console.responses'
