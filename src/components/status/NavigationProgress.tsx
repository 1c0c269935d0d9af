import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS } from '../../config/constants'

/**
 * SPEC §2: a thin bar while a navigation loads, shown only after 200 ms (fast navigations
 * never flash it), filling over 5 s, red when the navigation failed.
 */
export function NavigationProgress() {
  const pending = useRouterState({ select: (s) => s.status === 'pending' })
  const failed = useRouterState({ select: (s) => s.matches.some((m) => m.status === 'error') })
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (!pending) {
      setVisible(false)
      return
    }
    const timer = setTimeout(() => setVisible(true), PROGRESS_THROTTLE_MS)
    return () => clearTimeout(timer)
  }, [pending])
  if (!visible && !failed) return null
  return (
    <div
      className={failed ? 'nav-progress nav-progress-failed' : 'nav-progress'}
      style={{ animationDuration: `${PROGRESS_DURATION_MS}ms` }}
      aria-hidden="true"
      data-testid="nav-progress"
    />
  )
}
