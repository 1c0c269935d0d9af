import { describe, expect, it } from 'vitest'
import { parseEnv } from '../../src/config/env'
import { mpesaTestMode, paymentSettings } from '../../src/config/mpesa'

const DARAJA = {
  MPESA_CONSUMER_KEY: 'key',
  MPESA_CONSUMER_SECRET: 'secret',
  MPESA_SHORTCODE: '174379',
  MPESA_PASSKEY: 'passkey',
  MPESA_CALLBACK_SECRET: 'a-callback-secret-of-some-length',
}

describe('M-Pesa test mode (the bundled Daraja simulator)', () => {
  it('is on for a newcomer: outside production, without Daraja credentials', () => {
    expect(mpesaTestMode(parseEnv({}))).toBe(true)
    expect(mpesaTestMode(parseEnv({ NODE_ENV: 'development' }))).toBe(true)
  })

  it('is off in production, with real credentials, or when switched off', () => {
    expect(mpesaTestMode(parseEnv({ NODE_ENV: 'production' }))).toBe(false)
    expect(mpesaTestMode(parseEnv(DARAJA))).toBe(false)
    expect(mpesaTestMode(parseEnv({ MPESA_SIMULATOR: 'false' }))).toBe(false)
  })

  it('can never be forced on in production, nor beside real credentials', () => {
    expect(() => mpesaTestMode(parseEnv({ NODE_ENV: 'production', MPESA_SIMULATOR: 'true' }))).toThrow(
      /MPESA_SIMULATOR/,
    )
    expect(() => mpesaTestMode(parseEnv({ ...DARAJA, MPESA_SIMULATOR: 'true' }))).toThrow(/MPESA_SIMULATOR/)
  })

  it('offers M-Pesa through the simulator, marked as test payments', () => {
    const settings = paymentSettings(parseEnv({}), 'http://localhost:3000', 'http://127.0.0.1:45678')
    expect(settings.daraja).toBeDefined()
    expect(settings.testMode).toBe(true)
    expect(settings.callbackSecret).toMatch(/^[\w-]{16,}$/)
  })

  it('stays cash only when test mode is off, even with a simulator address', () => {
    const settings = paymentSettings(
      parseEnv({ MPESA_SIMULATOR: 'false' }),
      'http://localhost:3000',
      'http://x',
    )
    expect(settings.daraja).toBeUndefined()
    expect(settings.testMode).toBeUndefined()
  })
})
