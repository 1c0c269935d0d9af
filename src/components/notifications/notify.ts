import { ALERT_DURATION_MS, ERROR_ALERT_CLEAR_MS, TOAST_DURATION_MS } from '../../config/constants'

/** SPEC §3: a notification alert. Types: success and danger, plus info and warning. */
export type NotificationAlert = {
  type: 'success' | 'danger' | 'info' | 'warning'
  title: string
  message?: string | undefined
  /** Stays until dismissed. */
  permanent?: boolean
}

// The toaster is mounted on the first notification (ToasterHost); these let the two meet.
let requested = false
const listeners = new Set<() => void>()
let markMounted: () => void = () => {}
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve
})

export const markToasterMounted = () => markMounted()
export const isToasterRequested = () => requested
export function subscribeToasterRequest(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

let counter = 0

function show(alert: NotificationAlert, duration: number): string {
  counter += 1
  const id = `notification-${counter}`
  if (!requested) {
    requested = true
    for (const listener of listeners) listener()
  }
  Promise.all([import('./toast-runtime'), mounted])
    .then(([runtime]) => runtime.showToast(alert, duration, id))
    .catch(() => {
      // The toaster's code could not arrive (offline): this notification is lost, the page is
      // not, and the offline banner already says why.
    })
  return id
}

/** An alert: shown for 3 s unless permanent. */
export const notify = (alert: NotificationAlert) => show(alert, ALERT_DURATION_MS)

/** A toast: 2 s by default. */
export const toastMessage = (alert: NotificationAlert) => show(alert, TOAST_DURATION_MS)

/** The "Network Error" alerts on screen (several requests can fail at once). */
const networkErrors = new Set<string>()

/** SPEC §8: a failed request without its own notification; cleared after 1 s. */
export function notifyNetworkError(title: string, message: string) {
  const id = show({ type: 'danger', title, message }, ERROR_ALERT_CLEAR_MS)
  networkErrors.add(id)
  return id
}

/** SPEC §7: the error alerts are cleared before each request, so none speaks of an old one. */
export function clearNetworkErrors() {
  if (networkErrors.size === 0) return
  const ids = [...networkErrors]
  networkErrors.clear()
  import('./toast-runtime')
    .then((runtime) => {
      for (const id of ids) runtime.dismissToast(id)
    })
    .catch(() => {
      // The toaster's code did not arrive: there is no alert to clear.
    })
}
