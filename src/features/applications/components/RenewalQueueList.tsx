import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { NairobiTime } from '../../../components/format/NairobiTime'
import { FailureAlert } from '../../../components/notifications/FailureAlert'
import { MEDICAL_CERTIFICATE_MONTHS } from '../../../contracts/applications.lists'
import type { RenewalQueue } from '../../../contracts/renewals.responses'
import type { RenewalDecision } from '../../../contracts/renewals.schemas'
import { unwrap } from '../../../lib/api-errors'
import { addMonths, nairobiDate } from '../../../lib/nairobi-date'
import { DOCUMENT_LABELS } from '../application-labels'
import { decideRenewal } from '../renewals.functions'
import { renewalQueueQuery } from '../renewals.queries'

type Renewal = RenewalQueue['items'][number]

/** The operators' queue of renewed documents (decision record 0115), oldest first. */
export function RenewalQueueList() {
  const { data } = useSuspenseQuery(renewalQueueQuery)
  if (data.items.length === 0)
    return (
      <p>
        <Trans>No renewals wait to be checked.</Trans>
      </p>
    )
  return (
    <ul className="application-documents">
      {data.items.map((renewal) => (
        <RenewalItem key={renewal.id} renewal={renewal} />
      ))}
    </ul>
  )
}

/** One renewal: open it, accept it with the expiry read on it, or refuse it with a reason. */
function RenewalItem({ renewal }: { renewal: Renewal }) {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
  const today = nairobiDate(new Date())
  const medical = renewal.kind === 'medical-certificate'
  const [expiresOn, setExpiresOn] = useState(addMonths(today, medical ? MEDICAL_CERTIFICATE_MONTHS : 12))
  const [reason, setReason] = useState('')
  const dateId = useId()
  const reasonId = useId()
  const decide = useMutation({
    mutationFn: async (decision: RenewalDecision) =>
      unwrap(await decideRenewal({ data: { id: renewal.id, decision } })),
    onSuccess: (queue) => queryClient.setQueryData(renewalQueueQuery.queryKey, queue),
  })
  const until = renewal.currentExpiresOn
  const kitchen = renewal.kitchen.name
  return (
    <li className="application-document">
      <h2>
        {kitchen}: {_(DOCUMENT_LABELS[renewal.kind])}
      </h2>
      <p>
        <a href={`/files/renewals/${renewal.id}`} target="_blank" rel="noopener">
          <Trans>Open the document</Trans>
        </a>{' '}
        ({renewal.fileName}) · <NairobiTime iso={renewal.sentAt} />
      </p>
      <p>{until ? <Trans>Checked: valid until {until}</Trans> : <Trans>Not checked yet</Trans>}</p>
      <form
        className="button-row"
        onSubmit={(event) => {
          event.preventDefault()
          decide.mutate({ outcome: 'accepted', expiresOn })
        }}
      >
        <label htmlFor={dateId}>
          <Trans>Valid until</Trans>
        </label>
        <input
          id={dateId}
          type="date"
          value={expiresOn}
          min={today}
          max={medical ? addMonths(today, MEDICAL_CERTIFICATE_MONTHS) : undefined}
          onChange={(e) => setExpiresOn(e.target.value)}
          required
        />
        <button type="submit" className="button button-small" disabled={decide.isPending}>
          <Trans>Accept the renewal</Trans>
        </button>
      </form>
      <form
        className="button-row"
        onSubmit={(event) => {
          event.preventDefault()
          decide.mutate({ outcome: 'rejected', reason })
        }}
      >
        <label htmlFor={reasonId}>
          <Trans>Reason for the cook</Trans>
        </label>
        <input
          id={reasonId}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          minLength={3}
          maxLength={300}
          required
        />
        <button type="submit" className="button button-small button-secondary" disabled={decide.isPending}>
          <Trans>Refuse the renewal</Trans>
        </button>
      </form>
      <FailureAlert error={decide.error} />
    </li>
  )
}
