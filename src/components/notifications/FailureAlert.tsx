import { useMessageText } from '../../i18n/use-message-text'
import { failureMessage } from '../../lib/api-errors'

/** A failed action's refusal beside the button that tried it, in the shopper's language. */
export function FailureAlert({ error }: { error: Error | null }) {
  const _ = useMessageText()
  if (!error) return null
  const { id, values } = failureMessage(error)
  return (
    <p role="alert" className="form-error">
      {_(id, values)}
    </p>
  )
}
