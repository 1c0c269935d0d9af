import { useEffect } from 'react'
import { Toaster, toast } from 'sonner'
import { sanitizeNotificationHtml } from '../../lib/sanitize-html'
import { markToasterMounted, type NotificationAlert } from './notify'

/**
 * The heavy half of notifications (sonner and DOMPurify, ~18 KiB gzip), loaded only when the
 * first notification is shown, so it stays off every page's critical path.
 */
function SanitisedHtml({ html, className }: { html: string; className: string }) {
  const __html = sanitizeNotificationHtml(html)
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was sanitised with DOMPurify on the line above.
  return <div className={className} dangerouslySetInnerHTML={{ __html }} />
}

function Body({
  title,
  message,
  onDismiss,
}: {
  title: string
  message?: string | undefined
  onDismiss: () => void
}) {
  return (
    // A click anywhere on the notification dismisses it (SPEC §8); the close button is the keyboard way.
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: sonner's close button is the keyboard equivalent.
    <div className="toast-body" onClick={onDismiss}>
      <strong>{title}</strong>
      {message ? <SanitisedHtml className="toast-message" html={message} /> : null}
    </div>
  )
}

export function showToast(alert: NotificationAlert, duration: number, id: string) {
  const options = { id, duration: alert.permanent ? Number.POSITIVE_INFINITY : duration, closeButton: true }
  const body = <Body title={alert.title} message={alert.message} onDismiss={() => toast.dismiss(id)} />
  const kind = alert.type === 'danger' ? 'error' : alert.type
  toast[kind](body, options)
}

export const dismissToast = (id: string) => toast.dismiss(id)

/** The toaster; once mounted (its own effects have subscribed), queued notifications show. */
export default function LazyToaster() {
  useEffect(() => markToasterMounted(), [])
  return <Toaster position="top-center" richColors />
}
