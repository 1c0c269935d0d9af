import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useId, useRef } from 'react'
import { NairobiTime } from '../../../components/format/NairobiTime'
import { FailureAlert } from '../../../components/notifications/FailureAlert'
import type { DocumentKind } from '../../../contracts/applications.lists'
import type { KitchenDocuments } from '../../../contracts/renewals.responses'
import { unwrap } from '../../../lib/api-errors'
import { DOCUMENT_LABELS } from '../application-labels'
import { sendRenewal } from '../renewals.functions'
import { kitchenDocumentsQuery } from '../renewals.queries'

type KitchenDocument = KitchenDocuments['items'][number]

/**
 * The kitchen's documents in its settings (decision record 0115): until when each is checked,
 * and a renewal to send before it runs out. It waits for an operator; the decision shows here.
 */
export function KitchenDocumentsPanel() {
  const { data } = useSuspenseQuery(kitchenDocumentsQuery)
  return (
    <section className="kitchen-documents" aria-labelledby="documents-title">
      <h2 id="documents-title">
        <Trans>Your documents</Trans>
      </h2>
      <p>
        <Trans>
          Your verified badge holds while both are checked and valid. Send a renewal before one runs out: an
          operator checks it.
        </Trans>
      </p>
      {data.items.map((document) => (
        <KitchenDocumentRow key={document.kind} document={document} />
      ))}
    </section>
  )
}

function KitchenDocumentRow({ document }: { document: KitchenDocument }) {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
  const form = useRef<HTMLFormElement>(null)
  const inputId = useId()
  const hintId = useId()
  const send = useMutation({
    mutationFn: async (kind: DocumentKind) => {
      const data = new FormData(form.current ?? undefined)
      data.set('kind', kind)
      return unwrap(await sendRenewal({ data }))
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(kitchenDocumentsQuery.queryKey, saved)
      form.current?.reset()
    },
  })
  const { expiresOn: until, waiting, lastDecision } = document
  const fileName = waiting?.fileName
  const reason = lastDecision?.outcome === 'rejected' && !waiting ? lastDecision.reason : null
  return (
    <div className="kitchen-document">
      <h3>{_(DOCUMENT_LABELS[document.kind])}</h3>
      <p>
        {until ? <Trans>Checked: valid until {until}</Trans> : <Trans>Not checked yet</Trans>}
        {document.renewalDue && !waiting ? (
          <>
            {' '}
            <strong className="renewal-due">
              <Trans>Renewal due</Trans>
            </strong>
          </>
        ) : null}
      </p>
      {waiting ? (
        <p role="status">
          <Trans>
            Renewal sent <NairobiTime iso={waiting.sentAt} /> ({fileName}): an operator checks it.
          </Trans>
        </p>
      ) : null}
      {reason ? (
        <p role="status">
          <Trans>Your last renewal was not accepted: {reason}</Trans>
        </p>
      ) : null}
      <form
        ref={form}
        className="renewal-form"
        onSubmit={(event) => {
          event.preventDefault()
          send.mutate(document.kind)
        }}
      >
        <label htmlFor={inputId}>
          {waiting ? <Trans>Replace the renewal you sent</Trans> : <Trans>The renewed document</Trans>}
        </label>
        <input
          id={inputId}
          name="document"
          type="file"
          accept="application/pdf,image/jpeg,image/png"
          aria-describedby={hintId}
          required
        />
        <small id={hintId}>
          <Trans>A PDF, JPEG or PNG of at most 5 MB: a photo of the paper works.</Trans>
        </small>
        <button type="submit" className="button button-secondary" disabled={send.isPending}>
          <Trans>Send the renewal</Trans>
        </button>
        <FailureAlert error={send.error} />
      </form>
    </div>
  )
}
