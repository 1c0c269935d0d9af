import { CHUNK_RELOAD_GUARD_MS } from '../config/constants'

const KEY = 'homecooked:chunk-reload-at'

/**
 * SPEC §4: when a code chunk fails to load (usually a new deployment replaced it), reload the
 * page to get the new build, but at most once a minute so a real outage cannot loop. Never
 * while the browser is offline: the chunk failed for want of a network, not for a new build,
 * and a reload would swap the page the shopper is reading for the offline page.
 */
function reloadOnChunkFailure(now = Date.now()): boolean {
  if (!navigator.onLine) return false
  const last = Number(sessionStorage.getItem(KEY) ?? 0)
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false
  sessionStorage.setItem(KEY, String(now))
  window.location.reload()
  return true
}

export function watchChunkFailures(): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadOnChunkFailure()) event.preventDefault()
  }
  window.addEventListener('vite:preloadError', onPreloadError)
  return () => window.removeEventListener('vite:preloadError', onPreloadError)
}
