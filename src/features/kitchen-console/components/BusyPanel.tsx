import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { NairobiTime } from '../../../components/format/NairobiTime'
import { FailureAlert } from '../../../components/notifications/FailureAlert'
import { BUSY_EXTRA_MINUTES, BUSY_LENGTHS, type BusyInput } from '../../../contracts/kitchen-hours.schemas'
import { unwrap } from '../../../lib/api-errors'
import { startBusy, stopBusy } from '../hours.functions'
import { kitchenHoursQuery } from '../hours.queries'
import { BUSY_LENGTH_LABELS } from '../kitchen-labels'

/**
 * A rush (decision record 0112): the cook adds minutes to every ready time shoppers see (ETAs,
 * the first slot, the kitchen's lead time) for an hour, two or the rest of the day, instead of
 * pausing. Orders already placed keep their times.
 */
export function BusyPanel() {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(kitchenHoursQuery)
  const [extraMinutes, setExtra] = useState<BusyInput['extraMinutes']>(20)
  const [length, setLength] = useState<BusyInput['length']>('1h')
  const extraId = useId()
  const lengthId = useId()
  const change = useMutation({
    mutationFn: async (input: BusyInput | null) =>
      unwrap(input ? await startBusy({ data: input }) : await stopBusy()),
    onSuccess: (saved) => queryClient.setQueryData(kitchenHoursQuery.queryKey, saved),
  })
  const minutes = data.busyMinutes
  const until = data.busyUntil
  return (
    <section className="busy-panel" aria-labelledby="busy-title">
      <h2 id="busy-title">
        <Trans>Busy?</Trans>
      </h2>
      {until ? (
        <p role="status">
          <strong>
            <Trans>
              Busy: shoppers see ready times {minutes} minutes later until <NairobiTime iso={until} />.
            </Trans>
          </strong>{' '}
          <button
            type="button"
            className="button button-secondary"
            disabled={change.isPending}
            onClick={() => change.mutate(null)}
          >
            <Trans>Not busy any more</Trans>
          </button>
        </p>
      ) : (
        <form
          className="busy-form"
          onSubmit={(event) => {
            event.preventDefault()
            change.mutate({ extraMinutes, length })
          }}
        >
          <label htmlFor={extraId}>
            <Trans>Add to ready times</Trans>
          </label>
          <select
            id={extraId}
            value={extraMinutes}
            onChange={(event) => setExtra(Number(event.target.value) as BusyInput['extraMinutes'])}
          >
            {BUSY_EXTRA_MINUTES.map((value) => (
              <option key={value} value={value}>
                <Trans>{value} minutes</Trans>
              </option>
            ))}
          </select>
          <label htmlFor={lengthId}>
            <Trans>How long</Trans>
          </label>
          <select
            id={lengthId}
            value={length}
            onChange={(event) => setLength(event.target.value as BusyInput['length'])}
          >
            {BUSY_LENGTHS.map((value) => (
              <option key={value} value={value}>
                {_(BUSY_LENGTH_LABELS[value])}
              </option>
            ))}
          </select>
          <button type="submit" className="button button-secondary" disabled={change.isPending}>
            <Trans>We are busy</Trans>
          </button>
        </form>
      )}
      <FailureAlert error={change.error} />
    </section>
  )
}
