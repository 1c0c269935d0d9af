import type { Env } from '../config/env'
import { mpesaTestMode, SIMULATOR_CREDENTIALS } from '../config/mpesa'

let running: { url: string; close: () => Promise<void> } | undefined
let starting: Promise<void> | undefined

/**
 * Starts the bundled Daraja simulator when M-Pesa test mode is on (see `mpesaTestMode`): the
 * payer it plays pays, except for numbers ending 1032 (cancels), 0001 (short of money) and 1037
 * (never answers). Loaded only then, so a production server never even imports it.
 */
export function startMpesaSimulator(config: Env): Promise<void> {
  if (running || !mpesaTestMode(config)) return Promise.resolve()
  starting ??= (async () => {
    const { startDarajaSimulator } = await import('./daraja-simulator.server')
    running = await startDarajaSimulator(SIMULATOR_CREDENTIALS)
    console.log(
      `M-Pesa test mode: payments go to the bundled Daraja simulator at ${running.url}; no money moves`,
    )
  })()
  return starting
}

/** The running simulator's address, once started. */
export const mpesaSimulatorUrl = () => running?.url

export async function stopMpesaSimulator(): Promise<void> {
  await running?.close()
  running = undefined
  starting = undefined
}
