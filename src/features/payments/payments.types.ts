// Payments as the pages read them: the contract's types (contracts/payments.responses.ts).
export type { Payment, PaymentPage } from '../../contracts/payments.responses'
