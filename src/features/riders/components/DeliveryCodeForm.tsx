import { Plural, Trans } from '@lingui/react/macro'
import { useId, useState } from 'react'

/** The rider types the 4 digits the customer tells them at the door. */
export function DeliveryCodeForm({
  triesLeft,
  busy,
  onDeliver,
}: {
  triesLeft: number
  busy: boolean
  onDeliver: (code: string) => void
}) {
  const [code, setCode] = useState('')
  const codeId = useId()
  const hintId = useId()
  return (
    <form
      className="delivery-code-form"
      onSubmit={(event) => {
        event.preventDefault()
        onDeliver(code)
      }}
    >
      <label htmlFor={codeId}>
        <Trans>The customer's 4-digit code</Trans>
      </label>
      <input
        id={codeId}
        className="delivery-code-input"
        dir="ltr"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{4}"
        maxLength={4}
        required
        aria-describedby={hintId}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 4))}
      />
      <small id={hintId}>
        <Trans>Ask for it once the customer has the food.</Trans>{' '}
        <Plural value={triesLeft} one="# try left." other="# tries left." />
      </small>
      <button type="submit" className="button" disabled={busy || code.length !== 4}>
        <Trans>Delivered</Trans>
      </button>
    </form>
  )
}
