// The account as the domain defines it (type only: nothing server-side reaches the browser).
export type { Account } from '../../domain/accounts/accounts'
