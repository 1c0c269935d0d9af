import { useLocation, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PREFETCH_IDLE_TIMEOUT_MS } from '../../config/constants'
import { onConstrainedConnection } from '../../lib/connection'

/**
 * SPEC §2: once the browser is idle (at the latest after 2 s), the code and data of the links
 * in view are loaded, so the next tap is instant. Never on 2g or with data saver on: a shopper
 * on metered data pays only for what they open. The work itself is a chunk of its own, fetched
 * when it runs (record 0012); the component renders nothing and changes nothing in the page's tree.
 */
export function IdlePrefetch() {
  const router = useRouter()
  const { href } = useLocation()
  useEffect(() => {
    if (onConstrainedConnection() || !navigator.onLine || typeof window.requestIdleCallback !== 'function')
      return
    const handle = window.requestIdleCallback(
      () => {
        import('./prefetch-in-view').then(
          (m) => m.prefetchLinksInView(router, href),
          // Offline meanwhile: the next page tries again.
          () => {},
        )
      },
      { timeout: PREFETCH_IDLE_TIMEOUT_MS },
    )
    return () => window.cancelIdleCallback(handle)
  }, [href, router])
  return null
}
