import { Trans, useLingui } from '@lingui/react/macro'
import { useIsFetching } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** SPEC §4: an online/offline flag that follows the browser's events (online on the server). */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
}

/**
 * A banner while the browser is offline, and a loading indicator while any request is
 * outstanding (SPEC §4: it starts with the first request and ends when all have finished).
 */
export function ConnectionStatus() {
  const online = useOnline()
  const fetching = useIsFetching()
  const { t } = useLingui()
  return (
    <>
      <p className="offline-banner" role="status" hidden={online}>
        {online ? null : <Trans>You are offline. We will reconnect when your network is back.</Trans>}
      </p>
      {/* A progressbar takes its name from a label, not from its content (axe: aria-progressbar-name). */}
      <span
        className="loading-indicator"
        role="progressbar"
        aria-busy="true"
        aria-label={t`Loading…`}
        hidden={fetching === 0}
      />
    </>
  )
}
