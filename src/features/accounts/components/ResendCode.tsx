import { Trans } from '@lingui/react/macro'
import { type ReactNode, useEffect, useState } from 'react'
import { VERIFICATION_CODE_RESEND_S } from '../../../config/constants'

type Props = {
  /** Asks for the new code; an answer with errors was refused (one code a minute per identifier). */
  send: () => Promise<{ errors: unknown }>
  /** What to say once a new code is on its way. */
  sentText: ReactNode
  /** A code went a moment ago: the first new one waits its minute too. */
  justSent?: boolean
}

/**
 * "Send me a new code", then the minute until the next may go, counted down where the link was:
 * the server sends one code a minute per identifier, and a shopper staring at an SMS that has not
 * come sees when to ask again instead of a link that fails. The countdown itself is not
 * announced (a screen reader would read every second); what the answer said is.
 */
export function ResendCode({ send, sentText, justSent = false }: Props) {
  const [left, setLeft] = useState(justSent ? VERIFICATION_CODE_RESEND_S : 0)
  const [answer, setAnswer] = useState<'sent' | 'refused' | undefined>()
  useEffect(() => {
    if (left <= 0) return
    const tick = setTimeout(() => setLeft(left - 1), 1000)
    return () => clearTimeout(tick)
  }, [left])
  const countdown = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`
  return (
    <span className="resend-code">
      <span role="status">
        {answer === 'sent' ? sentText : null}
        {answer === 'refused' ? <Trans>Wait a minute before asking for another code.</Trans> : null}
      </span>{' '}
      {left > 0 ? (
        <span>
          <Trans>You can ask for a new code in {countdown}.</Trans>
        </span>
      ) : (
        <button
          type="button"
          className="link-button"
          onClick={async () => {
            const result = await send()
            setAnswer(result.errors === null ? 'sent' : 'refused')
            setLeft(VERIFICATION_CODE_RESEND_S)
          }}
        >
          <Trans>Send me a new code</Trans>
        </button>
      )}
    </span>
  )
}
