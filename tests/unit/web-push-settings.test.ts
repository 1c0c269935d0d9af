import { describe, expect, it } from 'vitest'
import { parseEnv } from '../../src/config/env'
import { isPushServiceEndpoint, pushSettings } from '../../src/config/web-push'
import { TEST_VAPID } from '../fixtures/vapid-test-keys'

/** Web Push's configuration (decision record 0114): all or nothing, and only push services posted to. */
const keys = { VAPID_PUBLIC_KEY: TEST_VAPID.publicKey, VAPID_PRIVATE_KEY: TEST_VAPID.privateKey }

describe('Web Push settings', () => {
  it('are off without keys, and on with both', () => {
    expect(pushSettings(parseEnv({}))).toBeUndefined()
    expect(pushSettings(parseEnv(keys))).toEqual({
      publicKey: TEST_VAPID.publicKey,
      privateKey: TEST_VAPID.privateKey,
      subject: 'mailto:kitchens@homecooked.co.ke',
      extraOrigins: [],
    })
  })

  it('stop the server at start when half set or malformed, naming the variable', () => {
    expect(() => pushSettings(parseEnv({ VAPID_PUBLIC_KEY: TEST_VAPID.publicKey }))).toThrow(
      /VAPID_PRIVATE_KEY/,
    )
    expect(() => pushSettings(parseEnv({ VAPID_PRIVATE_KEY: TEST_VAPID.privateKey }))).toThrow(
      /VAPID_PUBLIC_KEY/,
    )
    expect(() => pushSettings(parseEnv({ ...keys, VAPID_PUBLIC_KEY: `${TEST_VAPID.publicKey}=` }))).toThrow(
      /VAPID_PUBLIC_KEY/,
    )
    expect(() => pushSettings(parseEnv({ ...keys, VAPID_SUBJECT: 'kitchens@homecooked.co.ke' }))).toThrow(
      /VAPID_SUBJECT/,
    )
    expect(() => parseEnv({ PUSH_SERVICE_ORIGINS: 'not an origin' })).toThrow(/PUSH_SERVICE_ORIGINS/)
  })

  it('let a subscription name only a push service over https, or an origin added on purpose', () => {
    const settings = pushSettings(parseEnv({ ...keys, PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:3301/' }))
    if (!settings) throw new Error('push is configured')
    const allowed = [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'http://127.0.0.1:3301/send/1',
    ]
    const refused = [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://notify.windows.com.evil.example/w',
      'https://evil.example/push',
      'http://127.0.0.1:5432/',
      'http://169.254.169.254/latest/meta-data',
      'not a url',
    ]
    for (const endpoint of allowed) expect(isPushServiceEndpoint(endpoint, settings), endpoint).toBe(true)
    for (const endpoint of refused) expect(isPushServiceEndpoint(endpoint, settings), endpoint).toBe(false)
  })
})
