import { toast } from 'sonner'
import { ALERT_DURATION_MS, ERROR_ALERT_CLEAR_MS, TOAST_DURATION_MS } from '../../config/constants'
import { sanitizeNotificationHtml } from '../../lib/sanitize-html'

/** SPEC §3: a notification alert. Types: success and danger, plus info and warning. */
export type NotificationAlert = {
  type: 'success' | 'danger' | 'info' | 'warning'
  title: string
  message?: string
  /** Stays until dismissed. */
  permanent?: boolean
}

function SanitisedHtml({ html, className }: { html: string; className: string }) {
  const __html = sanitizeNotificationHtml(html)
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was sanitised with DOMPurify on the line above.
  return <div className={className} dangerouslySetInnerHTML={{ __html }} />
}

function Body({ title, message, onDismiss }: { title: string; message?: string; onDismiss: () => void }) {
  return (
    // A click anywhere on the notification dismisses it (SPEC §8); the close button is the keyboard way.
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: sonner's close button is the keyboard equivalent.
    <div className="toast-body" onClick={onDismiss}>
      <strong>{title}</strong>
      {message ? <SanitisedHtml className="toast-message" html={message} /> : null}
    </div>
  )
}

let counter = 0

function show(alert: NotificationAlert, duration: number) {
  counter += 1
  const id = `notification-${counter}`
  const options = { id, duration: alert.permanent ? Number.POSITIVE_INFINITY : duration, closeButton: true }
  const body = <Body title={alert.title} message={alert.message} onDismiss={() => toast.dismiss(id)} />
  const kind = alert.type === 'danger' ? 'error' : alert.type
  toast[kind](body, options)
  return id
}

/** An alert: shown for 3 s unless permanent. */
export const notify = (alert: NotificationAlert) => show(alert, ALERT_DURATION_MS)

/** A toast: 2 s by default. */
export const toastMessage = (alert: NotificationAlert) => show(alert, TOAST_DURATION_MS)

/** SPEC §8: a failed request without its own notification; cleared after 1 s. */
export const notifyNetworkError = (title: string, message: string) =>
  show({ type: 'danger', title, message }, ERROR_ALERT_CLEAR_MS)
