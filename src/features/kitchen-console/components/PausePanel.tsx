import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { NairobiTime } from '../../../components/format/NairobiTime'
import { FailureAlert } from '../../../components/notifications/FailureAlert'
import type { PauseLength } from '../../../contracts/menu.schemas'
import { unwrap } from '../../../lib/api-errors'
import { pauseKitchen, resumeKitchen } from '../menu.functions'
import { kitchenMenuQuery } from '../menu.queries'

/** Pausing the kitchen: shoppers see it closed and cannot order until it ends or the cook resumes. */
export function PausePanel({ pausedUntil }: { pausedUntil: string | null }) {
  const queryClient = useQueryClient()
  const change = useMutation({
    mutationFn: async (length: PauseLength | null) =>
      unwrap(length ? await pauseKitchen({ data: { length } }) : await resumeKitchen()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kitchenMenuQuery.queryKey }),
  })
  const busy = change.isPending
  return (
    <section className="pause-panel" aria-labelledby="pause-title">
      <h2 id="pause-title">
        <Trans>Taking orders</Trans>
      </h2>
      {pausedUntil ? (
        <>
          <p role="status">
            <strong>
              <Trans>
                Paused until <NairobiTime iso={pausedUntil} />: no new orders reach you, and shoppers see when
                you take orders again.
              </Trans>
            </strong>
          </p>
          <button type="button" className="button" disabled={busy} onClick={() => change.mutate(null)}>
            <Trans>Take orders again</Trans>
          </button>
        </>
      ) : (
        <>
          <p role="status">
            <Trans>Open: shoppers can order.</Trans>
          </p>
          <p className="pause-actions">
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => change.mutate('30m')}
            >
              <Trans>Pause for 30 minutes</Trans>
            </button>{' '}
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => change.mutate('1h')}
            >
              <Trans>Pause for 1 hour</Trans>
            </button>{' '}
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => change.mutate('rest-of-day')}
            >
              <Trans>Pause for the rest of the day</Trans>
            </button>
          </p>
        </>
      )}
      <FailureAlert error={change.error} />
    </section>
  )
}
