/**
 * SPEC §1: a service worker is registered at the site root. An unsupported browser raises
 * 'serviceWorker is not supported in current browser!'; a failed registration is swallowed
 * (the site works without it).
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) throw new Error('serviceWorker is not supported in current browser!')
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' })
  } catch {
    // Swallowed on purpose: private modes and some WebViews refuse registration.
  }
}
