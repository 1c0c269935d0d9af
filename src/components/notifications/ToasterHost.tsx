import { Component, lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react'
import { isToasterRequested, subscribeToasterRequest } from './notify'

const LazyToaster = lazy(() => import('./toast-runtime'))

/**
 * The toaster's code can fail to arrive (the phone just went offline). That must cost the
 * notification, never the page: without this boundary the failed import reached the route's
 * error boundary and replaced the page the shopper was reading with the error page.
 */
class WithoutToasts extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/** Mounts the toaster, and downloads its code, only once something asks for a notification. */
export function ToasterHost() {
  const requested = useSyncExternalStore(subscribeToasterRequest, isToasterRequested, () => false)
  if (!requested) return null
  return (
    <WithoutToasts>
      <Suspense fallback={null}>
        <LazyToaster />
      </Suspense>
    </WithoutToasts>
  )
}
