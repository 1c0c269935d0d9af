import type { PushSettings } from '../../config/web-push'

/** A browser's subscription as kept: its push service endpoint and its keys. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string }

/** What the push service said: taken, gone for good (the browser unsubscribed), or failed now. */
type PushOutcome = 'sent' | 'gone' | 'failed'

export type PushSend = (settings: PushSettings, target: PushTarget, payload: string) => Promise<PushOutcome>

/** A new order is worth a ring for 15 minutes; a phone off longer hears of it on the board and by SMS. */
const TIME_TO_LIVE_SECONDS = 15 * 60

/**
 * One Web Push message (RFC 8030), encrypted for the browser (RFC 8291, aes128gcm) and signed
 * with the VAPID key (RFC 8292) by the `web-push` library, then posted with fetch: the library's
 * own sender speaks only https, and fetch keeps one client for every outbound call.
 */
export const sendPush: PushSend = async (settings, target, payload) => {
  // A CommonJS package: its functions sit on the default export (bundled, only there).
  const webPush = (await import('web-push')).default
  const details = webPush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: {
        subject: settings.subject,
        publicKey: settings.publicKey,
        privateKey: settings.privateKey,
      },
      TTL: TIME_TO_LIVE_SECONDS,
      urgency: 'high',
    },
  )
  // fetch sets the length of the body itself.
  const { 'Content-Length': _length, ...headers } = details.headers as Record<string, string>
  try {
    const response = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      signal: AbortSignal.timeout(10_000),
    })
    await response.body?.cancel()
    if (response.status === 404 || response.status === 410) return 'gone'
    return response.ok ? 'sent' : 'failed'
  } catch {
    return 'failed'
  }
}
