/** The API's answer (contracts/addresses.responses.ts), which the domain returns. */
export type { Address } from '../../contracts/addresses.responses'
