import { type ComponentType, useEffect, useState } from 'react'

/**
 * The bell's place in the header: empty in the server's HTML, and its code is fetched only
 * once a signed-in page has mounted, so a visitor downloads none of it (decision record 0036).
 * Imported in an effect rather than through React.lazy: a lazy component suspending while the
 * page's own lazily hydrated parts are still on their way made React discard their server HTML
 * (error #418 on /account), whereas a plain state update after the import leaves them alone.
 */
export function LazyNotificationBell() {
  const [Bell, setBell] = useState<ComponentType | null>(null)
  useEffect(() => {
    let mounted = true
    import('./NotificationBell')
      .then((module) => {
        if (mounted) setBell(() => module.NotificationBell)
      })
      // Offline: the bell is left out; the page works without it.
      .catch(() => {})
    return () => {
      mounted = false
    }
  }, [])
  return Bell ? <Bell /> : null
}
