/**
 * This browser's side of Web Push for new orders (decision record 0114): whether it can, what
 * the cook allowed, and the subscription made with the server's VAPID key through the service
 * worker the site registers (public/sw.js shows each alert).
 */
export type PushSupport = 'unsupported' | 'denied' | 'ask' | 'granted'

/**
 * What this browser allows, as the Push API itself says (PushManager.permissionState): a browser
 * without the service worker or push answers 'unsupported'. Waits for the site's service worker,
 * which the page registers as it loads.
 */
export async function pushSupport(): Promise<PushSupport> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return 'unsupported'
  const registration = await navigator.serviceWorker.ready
  try {
    const state = await registration.pushManager.permissionState({ userVisibleOnly: true })
    return state === 'prompt' ? 'ask' : state
  } catch {
    // An older browser without permissionState, or push switched off by its policy.
    return 'unsupported'
  }
}

/** The base64url VAPID key as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** The subscription this browser holds, if any (the service worker must be registered). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready
  return registration.pushManager.getSubscription()
}

/**
 * Subscribes, which asks the cook first where the browser has not been told yet (its own prompt,
 * after their tap). Answers the subscription, 'denied' when the cook said no, or throws the
 * browser's error (no push service reachable, a private window).
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscription | 'denied'> {
  const registration = await navigator.serviceWorker.ready
  try {
    return await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotAllowedError') return 'denied'
    throw error
  }
}

/** The subscription's JSON as the API takes it: endpoint and keys. */
export function subscriptionBody(subscription: PushSubscription) {
  const json = subscription.toJSON()
  return {
    endpoint: json.endpoint ?? '',
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  }
}
