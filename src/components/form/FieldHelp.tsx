import type { ReactNode } from 'react'
import { useFallbackLang } from '../../i18n/english-fallback'

/**
 * The hint and error list every field shows, and the aria-describedby that ties them to the
 * control (TextField's input, ChoiceField's group): written once, so the two cannot drift.
 */
export const describedByOf = (id: string, hint: ReactNode, errors: readonly string[]) =>
  [hint ? `${id}-hint` : '', errors.length > 0 ? `${id}-errors` : ''].filter(Boolean).join(' ') || undefined

export function FieldHint({ id, hint }: { id: string; hint: ReactNode }) {
  const langOf = useFallbackLang()
  return hint ? (
    <p id={`${id}-hint`} className="field-hint" lang={langOf(hint)}>
      {hint}
    </p>
  ) : null
}

export function FieldErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  return errors.length > 0 ? (
    <ul id={`${id}-errors`} className="field-errors">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  ) : null
}
