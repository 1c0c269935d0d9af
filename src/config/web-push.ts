import type { Env } from './env'

/**
 * The push services browsers subscribe with (Chrome and Android's, Firefox's, Safari's, Edge's).
 * A subscription may name only these: the server posts to its endpoint, so an endpoint of the
 * kitchen's choosing would let it make the server call any address (decision record 0114).
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '.push.apple.com',
  '.notify.windows.com',
] as const

export type PushSettings = {
  /** The VAPID public key (base64url), which the board subscribes with. */
  publicKey: string
  privateKey: string
  /** mailto: or https: contact the push services may write to. */
  subject: string
  /** Origins beyond the known push services that endpoints may name (a local stand-in in tests). */
  extraOrigins: readonly string[]
}

/** A P-256 public key is 65 bytes, a private one 32: base64url without padding, 87 and 43 letters. */
const isKey = (key: string | undefined, letters: number): key is string =>
  key !== undefined && key.length === letters && /^[A-Za-z0-9_-]+$/.test(key)

/**
 * Web Push settings, or undefined when no VAPID keys are set (then the board offers none). Half a
 * configuration stops the server at start with the variable named, as the other settings do.
 */
export function pushSettings(config: Env): PushSettings | undefined {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = config
  if (!publicKey && !privateKey) return undefined
  if (!isKey(publicKey, 87)) {
    throw new Error(
      'VAPID_PUBLIC_KEY must be the 87-letter public key `npx web-push generate-vapid-keys` prints',
    )
  }
  if (!isKey(privateKey, 43)) {
    throw new Error(
      'VAPID_PRIVATE_KEY must be the 43-letter private key `npx web-push generate-vapid-keys` prints',
    )
  }
  const subject = config.VAPID_SUBJECT ?? 'mailto:kitchens@homecooked.co.ke'
  if (!/^(mailto:.+@.+|https:\/\/.+)$/.test(subject)) {
    throw new Error('VAPID_SUBJECT must be a mailto: address or an https: URL')
  }
  return { publicKey, privateKey, subject, extraOrigins: config.PUSH_SERVICE_ORIGINS }
}

/** Whether the server may post to this endpoint: https on a known push service, or an extra origin. */
export function isPushServiceEndpoint(
  endpoint: string,
  settings: Pick<PushSettings, 'extraOrigins'>,
): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (settings.extraOrigins.includes(url.origin)) return true
  if (url.protocol !== 'https:' || url.port !== '') return false
  return PUSH_SERVICE_HOSTS.some((host) =>
    host.startsWith('.') ? url.hostname.endsWith(host) : url.hostname === host,
  )
}
