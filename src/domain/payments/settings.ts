import type { DarajaClient } from './daraja'

/** What checkout and payments need from the configuration. */
export type PaymentSettings = {
  /** M-Pesa STK push; without it only cash on delivery is offered. */
  daraja?: DarajaClient | undefined
  /** The secret path segment of the callback URL, the only thing that tells Daraja's callback from a forgery. */
  callbackSecret?: string | undefined
  /** A payment still pending after this long is settled by asking Daraja (callbacks can go missing). */
  queryAfterMs: number
  /** Daraja is the bundled simulator (M-Pesa test mode): no money moves, and checkout says so. */
  testMode?: boolean | undefined
}
