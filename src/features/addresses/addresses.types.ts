/** The API's answer (contracts/addresses.responses.ts), which the domain returns. */
export type { Address, AddressPage } from '../../contracts/addresses.responses'
