import { lazy, useEffect, useState } from 'react'
import { onConstrainedConnection } from '../../lib/connection'
import { LazyPart } from '../LazyPart'

const IdlePrefetch = lazy(() => import('./IdlePrefetch').then((m) => ({ default: m.IdlePrefetch })))

/**
 * Prefetching waits for the browser to be idle anyway, so its code comes after the page's
 * (issue 12), and only where it may run at all: on 2g or with data saver on, not even its own
 * code is fetched (SPEC §2: a shopper on metered data pays only for what they open).
 */
export function LazyIdlePrefetch() {
  const [allowed, setAllowed] = useState(false)
  useEffect(() => {
    setAllowed(!onConstrainedConnection() && typeof window.requestIdleCallback === 'function')
  }, [])
  return allowed ? (
    <LazyPart>
      <IdlePrefetch />
    </LazyPart>
  ) : null
}
