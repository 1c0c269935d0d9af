import { type CarriedNotification, notificationOf } from './api-errors'

/** The failure alert's texts, translated by the caller (this module has no i18n). */
export type FailureTexts = { title: string; message: string }

/**
 * SPEC §8: what a failed request shows. The notification the response or error carries, if
 * any; else the error alert titled "Network Error" whose message is the error's own message,
 * or "Couldnt make request" when it has none. `generic` says which one it is: only the generic
 * alert is cleared after 1 s.
 */
export function failureAlert(
  error: unknown,
  texts: FailureTexts,
): { alert: CarriedNotification; generic: boolean } {
  const carried = notificationOf(error)
  if (carried) return { alert: carried, generic: false }
  const own = error instanceof Error ? error.message.trim() : ''
  return { alert: { type: 'danger', title: texts.title, message: own || texts.message }, generic: true }
}
