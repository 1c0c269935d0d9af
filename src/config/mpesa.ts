import { randomBytes } from 'node:crypto'
import { createDarajaClient, type DarajaClient } from '../domain/payments/daraja'
import type { PaymentSettings } from '../domain/payments/settings'
import { ConfigError, type Env } from './env'

const SANDBOX = 'https://sandbox.safaricom.co.ke'

/** What the app and the bundled simulator agree on in M-Pesa test mode (no real account). */
export const SIMULATOR_CREDENTIALS = {
  consumerKey: 'homecooked-test-mode',
  consumerSecret: 'homecooked-test-mode',
  shortCode: '174379',
  passkey: 'homecooked-test-mode-passkey',
}

const darajaConfigured = (config: Env) =>
  Boolean(
    config.MPESA_CONSUMER_KEY ||
      config.MPESA_CONSUMER_SECRET ||
      config.MPESA_SHORTCODE ||
      config.MPESA_PASSKEY,
  )

/**
 * M-Pesa test mode: a newcomer's `npm start` offers M-Pesa (as the help page explains) through
 * the bundled Daraja simulator, labelled as test payments. On by default outside production
 * when no Daraja credentials are set; `MPESA_SIMULATOR=false` turns it off. Never in
 * production, and never beside real credentials: either would be a configuration mistake.
 */
export function mpesaTestMode(config: Env): boolean {
  if (config.MPESA_SIMULATOR && config.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  MPESA_SIMULATOR: test payments are never allowed in production',
    )
  }
  if (config.MPESA_SIMULATOR && darajaConfigured(config)) {
    throw new ConfigError(
      'Invalid configuration:\n  MPESA_SIMULATOR: not with real Daraja credentials (MPESA_*)',
    )
  }
  return config.MPESA_SIMULATOR ?? (config.NODE_ENV !== 'production' && !darajaConfigured(config))
}

/**
 * M-Pesa settings, or only cash on delivery when Daraja is not configured. The callback URL
 * is the public origin plus a secret path; Daraja refuses anything but public HTTPS, so in
 * development a tunnel (or the local simulator) is needed.
 */
export function paymentSettings(config: Env, publicUrl: string, simulatorUrl?: string): PaymentSettings {
  const queryAfterMs = config.MPESA_QUERY_AFTER_S * 1000
  const { MPESA_CONSUMER_KEY: key, MPESA_CONSUMER_SECRET: secret, MPESA_SHORTCODE: shortCode } = config
  if (simulatorUrl && mpesaTestMode(config)) {
    // Test mode: the bundled simulator stands in for Daraja; the secret lives as long as the process.
    const callbackSecret = randomBytes(24).toString('base64url')
    const daraja = createDarajaClient({
      ...SIMULATOR_CREDENTIALS,
      baseUrl: simulatorUrl,
      transactionType: config.MPESA_TRANSACTION_TYPE,
      callbackUrl: `${publicUrl}/api/payments/mpesa/callback/${callbackSecret}`,
    })
    return { daraja, callbackSecret, queryAfterMs, testMode: true }
  }
  if (!key || !secret || !shortCode || !config.MPESA_PASSKEY) return { queryAfterMs }
  if (!config.MPESA_CALLBACK_SECRET) {
    throw new ConfigError('Invalid configuration:\n  MPESA_CALLBACK_SECRET: needed when M-Pesa is configured')
  }
  const daraja: DarajaClient = createDarajaClient({
    baseUrl: config.MPESA_BASE_URL ?? SANDBOX,
    consumerKey: key,
    consumerSecret: secret,
    shortCode,
    passkey: config.MPESA_PASSKEY,
    transactionType: config.MPESA_TRANSACTION_TYPE,
    callbackUrl: `${publicUrl}/api/payments/mpesa/callback/${config.MPESA_CALLBACK_SECRET}`,
  })
  return { daraja, callbackSecret: config.MPESA_CALLBACK_SECRET, queryAfterMs }
}
