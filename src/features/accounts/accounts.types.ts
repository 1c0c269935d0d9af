// The account as the API answers it (type only: nothing server-side reaches the browser).
export type { Account } from '../../contracts/accounts.responses'
