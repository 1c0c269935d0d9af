import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'

/**
 * An action that cannot be taken back ("Cancel order", "Empty cart"), asked twice: its button
 * opens a question with a "yes" and a "keep" beside it, in the same place. Focus moves to the
 * safe choice, and back to the action's button when the shopper keeps things as they are, so a
 * keyboard or screen reader user never loses their place. Every button is `type="button"`: a tap
 * before hydration is kept and replayed like any other (src/boot/early-taps.ts).
 */
export function ConfirmAction({
  label,
  question,
  confirmLabel,
  keepLabel,
  busy,
  onConfirm,
}: {
  label: ReactNode
  question: ReactNode
  confirmLabel: ReactNode
  keepLabel: ReactNode
  /** The action is under way: "yes" waits, disabled. */
  busy: boolean
  onConfirm: () => void
}) {
  const [asking, setAsking] = useState(false)
  const actionButton = useRef<HTMLButtonElement>(null)
  const keepButton = useRef<HTMLButtonElement>(null)
  // Set by a choice, not on the first render: the page's own focus is left alone.
  const moveFocus = useRef(false)
  // Before the browser paints the question: a key pressed the moment it shows acts on the
  // choice that has focus, never on one that focus is about to leave.
  useLayoutEffect(() => {
    if (!moveFocus.current) return
    moveFocus.current = false
    ;(asking ? keepButton : actionButton).current?.focus()
  }, [asking])
  const ask = (next: boolean) => {
    moveFocus.current = true
    setAsking(next)
  }
  if (!asking) {
    return (
      <button ref={actionButton} type="button" className="button button-secondary" onClick={() => ask(true)}>
        {label}
      </button>
    )
  }
  return (
    <fieldset className="confirm-action">
      <legend className="confirm-question">{question}</legend>
      <div className="button-row">
        <button type="button" className="button button-danger" disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button ref={keepButton} type="button" className="button button-secondary" onClick={() => ask(false)}>
          {keepLabel}
        </button>
      </div>
    </fieldset>
  )
}
