import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { STEP_BUTTON_LABELS } from '../kitchen-labels'
import { readyByChoices } from '../ready-by-choices'

/**
 * Accepting an order with the time it will be ready: minutes from now for an order wanted as
 * soon as possible, times leading up to the slot on the slot's day for a pre-order (0057).
 */
export function AcceptForm({
  slot,
  busy,
  onAccept,
  now = () => new Date(),
}: {
  slot: { day: string; start: string } | null
  busy: boolean
  onAccept: (readyBy: string) => void
  now?: () => Date
}) {
  const { _ } = useLingui()
  const choices = readyByChoices(slot, now())
  const [minutes, setMinutes] = useState<number>(choices.kind === 'in-minutes' ? choices.initial : 30)
  const [at, setAt] = useState<string>(choices.kind === 'at' ? choices.initial : '')
  const readyId = useId()
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onAccept(choices.kind === 'at' ? at : new Date(now().getTime() + minutes * 60_000).toISOString())
      }}
    >
      {choices.kind === 'at' ? (
        <>
          <label htmlFor={readyId}>
            <Trans>Ready by</Trans>
          </label>{' '}
          <select id={readyId} value={at} onChange={(event) => setAt(event.target.value)}>
            {choices.times.map(({ iso, time }) => (
              <option key={iso} value={iso}>
                <Trans>{time} (Nairobi time)</Trans>
              </option>
            ))}
          </select>
        </>
      ) : (
        <>
          <label htmlFor={readyId}>
            <Trans>Ready in</Trans>
          </label>{' '}
          <select id={readyId} value={minutes} onChange={(event) => setMinutes(Number(event.target.value))}>
            {choices.minutes.map((value) => (
              <option key={value} value={value}>
                <Trans>{value} minutes</Trans>
              </option>
            ))}
          </select>
        </>
      )}{' '}
      <button type="submit" className="button" disabled={busy}>
        {_(STEP_BUTTON_LABELS.accepted)}
      </button>
    </form>
  )
}
