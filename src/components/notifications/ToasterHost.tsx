import { Suspense, useSyncExternalStore } from 'react'
import { DropOnFailure } from '../../boot/LazyPart'
import { lazyComponent } from '../../boot/lazy-component'
import { isToasterRequested, subscribeToasterRequest } from './notify'

const LazyToaster = lazyComponent('LazyToaster', () => import('./toast-runtime'))

/** Mounts the toaster, and downloads its code, only once something asks for a notification. */
export function ToasterHost() {
  const requested = useSyncExternalStore(subscribeToasterRequest, isToasterRequested, () => false)
  if (!requested) return null
  return (
    <DropOnFailure>
      <Suspense fallback={null}>
        <LazyToaster />
      </Suspense>
    </DropOnFailure>
  )
}
