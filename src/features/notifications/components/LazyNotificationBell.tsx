import { lazy } from 'react'
import { AfterMount } from '../../../components/AfterMount'
import { LazyPart } from '../../../components/LazyPart'

// Its code is fetched only by a signed-in page, after it is interactive: the header is on every
// page and a visitor downloads nothing of it (decision record 0036).
const NotificationBell = lazy(() =>
  import('./NotificationBell').then((m) => ({ default: m.NotificationBell })),
)

/** The bell's place in the header: empty in the server's HTML and until the page has mounted. */
export function LazyNotificationBell() {
  return (
    <AfterMount>
      <LazyPart>
        <NotificationBell />
      </LazyPart>
    </AfterMount>
  )
}
