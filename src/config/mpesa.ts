import { createDarajaClient, type DarajaClient } from '../domain/payments/daraja'
import type { PaymentSettings } from '../domain/payments/settings'
import { ConfigError, type Env } from './env'

const SANDBOX = 'https://sandbox.safaricom.co.ke'

/**
 * M-Pesa settings, or only cash on delivery when Daraja is not configured. The callback URL
 * is the public origin plus a secret path; Daraja refuses anything but public HTTPS, so in
 * development a tunnel (or the local simulator) is needed.
 */
export function paymentSettings(config: Env, publicUrl: string): PaymentSettings {
  const queryAfterMs = config.MPESA_QUERY_AFTER_S * 1000
  const { MPESA_CONSUMER_KEY: key, MPESA_CONSUMER_SECRET: secret, MPESA_SHORTCODE: shortCode } = config
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
