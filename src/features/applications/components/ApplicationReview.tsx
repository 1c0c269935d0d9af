import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { CatalogueLink } from '../../../components/CatalogueLink'
import { Kes } from '../../../components/format/Kes'
import { Ltr } from '../../../components/format/Ltr'
import { NairobiTime } from '../../../components/format/NairobiTime'
import { type DocumentKind, MEDICAL_CERTIFICATE_MONTHS } from '../../../contracts/applications.lists'
import { useMessageText } from '../../../i18n/use-message-text'
import { failureMessage, unwrap } from '../../../lib/api-errors'
import { addMonths, nairobiDate } from '../../../lib/nairobi-date'
import { SERVICE_DEFINITIONS } from '../../../lib/service-definitions'
import {
  CUISINE_LABELS,
  DOCUMENT_LABELS,
  FULFILMENT_LABELS,
  JOIN_WORDS,
  STATUS_LABELS,
} from '../application-labels'
import type { Application } from '../applications.types'
import { checkApplicationDocument, stepApplication } from '../review.functions'

/**
 * A refused action's message beside its button (FailureAlert's job; not imported, so that the
 * shopper pages' shared chunks stay as they are).
 */
function Refusal({ error }: { error: Error | null }) {
  const _ = useMessageText()
  if (!error) return null
  const { id, values } = failureMessage(error)
  return (
    <p role="alert" className="form-error">
      {_(id, values)}
    </p>
  )
}

/** Where the browser opens a document: the web relays it with the session (never a public URL). */
const documentHref = (id: number, kind: DocumentKind) => `/files/applications/${id}/${kind}`

/** One document: open it, and record until when it is valid once checked. */
function DocumentCheck({ application, kind }: { application: Application; kind: DocumentKind }) {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
  const document = application.documents.find((d) => d.kind === kind)
  const today = nairobiDate(new Date())
  const [expiresOn, setExpiresOn] = useState(
    document?.expiresOn ?? addMonths(today, kind === 'medical-certificate' ? MEDICAL_CERTIFICATE_MONTHS : 12),
  )
  const inputId = useId()
  const check = useMutation({
    mutationFn: async () =>
      unwrap(await checkApplicationDocument({ data: { id: application.id, kind, expiresOn } })),
    onSuccess: (updated) => queryClient.setQueryData(['me', 'applications', 'one', application.id], updated),
  })
  const canCheck = application.status === 'reviewing' || application.status === 'approved'
  const until = document?.expiresOn
  return (
    <li className="application-document">
      <h3>{_(DOCUMENT_LABELS[kind])}</h3>
      {document ? (
        <p>
          <a href={documentHref(application.id, kind)} target="_blank" rel="noopener">
            <Trans>Open the document</Trans>
          </a>{' '}
          ({document.fileName}, {Math.ceil(document.byteSize / 1024)} KB)
        </p>
      ) : null}
      <p>{until ? <Trans>Checked: valid until {until}</Trans> : <Trans>Not checked yet</Trans>}</p>
      {canCheck ? (
        <form
          className="button-row"
          onSubmit={(event) => {
            event.preventDefault()
            check.mutate()
          }}
        >
          <label htmlFor={inputId}>
            <Trans>Valid until</Trans>
          </label>
          <input
            id={inputId}
            type="date"
            value={expiresOn}
            min={today}
            max={kind === 'medical-certificate' ? addMonths(today, MEDICAL_CERTIFICATE_MONTHS) : undefined}
            onChange={(e) => setExpiresOn(e.target.value)}
            required
          />
          <button type="submit" className="button button-small" disabled={check.isPending}>
            <Trans>Mark checked</Trans>
          </button>
          <Refusal error={check.error} />
        </form>
      ) : null}
    </li>
  )
}

/** One application as an operator reviews it: every answer, the documents, and the decision. */
export function ApplicationReview({ application }: { application: Application }) {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
  const [reason, setReason] = useState('')
  const reasonId = useId()
  const step = useMutation({
    mutationFn: async (input: { to: 'reviewing' | 'approved' | 'rejected'; reason?: string }) =>
      unwrap(await stepApplication({ data: { id: application.id, ...input } })),
    onSuccess: (updated) => {
      queryClient.setQueryData(['me', 'applications', 'one', application.id], updated)
      void queryClient.invalidateQueries({ queryKey: ['me', 'applications'] })
    },
  })
  const can = (to: 'reviewing' | 'approved' | 'rejected') => application.nextSteps.includes(to)
  const reasonText = application.rejectionReason
  // A store's application reads in a shopkeeper's words, not a cook's (decision record 0102).
  const words = JOIN_WORDS[application.service]
  return (
    <article className="application-review">
      <p className={`order-status application-status-${application.status}`}>
        {_(STATUS_LABELS[application.status])}
        {reasonText ? (
          <>
            {' · '}
            <Trans>Reason: {reasonText}</Trans>
          </>
        ) : null}
      </p>
      <dl className="facts">
        <div>
          <dt>{_(words.person)}</dt>
          <dd>{application.cookName}</dd>
        </div>
        <div>
          <dt>
            <Trans>Phone</Trans>
          </dt>
          <dd>
            <Ltr>{application.phone}</Ltr>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Email</Trans>
          </dt>
          <dd>
            <Ltr>{application.email}</Ltr>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Where</Trans>
          </dt>
          <dd>
            {application.neighbourhood} · {application.landmark} ·{' '}
            <Ltr>
              {application.lat}, {application.lng}
            </Ltr>
          </dd>
        </div>
        {SERVICE_DEFINITIONS[application.service].cooks ? (
          <div>
            <dt>
              <Trans>Cuisines</Trans>
            </dt>
            <dd>{application.cuisines.map((c) => _(CUISINE_LABELS[c])).join(', ')}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            <Trans>Portions a day</Trans>
          </dt>
          <dd>{application.dailyCapacity}</dd>
        </div>
        <div>
          <dt>
            <Trans>Delivery or pick-up</Trans>
          </dt>
          <dd>{_(FULFILMENT_LABELS[application.fulfilment])}</dd>
        </div>
        <div>
          <dt>
            <Trans>Received</Trans>
          </dt>
          <dd>
            <NairobiTime iso={application.createdAt} />
          </dd>
        </div>
      </dl>
      <h2>{_(words.offers)}</h2>
      <ul>
        {application.dishes.map((dish) => (
          <li key={dish.name}>
            {dish.name}: <Kes amount={dish.priceKes} />
          </li>
        ))}
      </ul>
      <h2>
        <Trans>Documents</Trans>
      </h2>
      <ul className="application-documents">
        <DocumentCheck application={application} kind="medical-certificate" />
        <DocumentCheck application={application} kind="food-licence" />
      </ul>
      <h2>
        <Trans>Decision</Trans>
      </h2>
      {can('reviewing') ? (
        <button type="button" className="button" onClick={() => step.mutate({ to: 'reviewing' })}>
          <Trans>Start the review</Trans>
        </button>
      ) : null}
      {can('approved') ? (
        <div className="button-row">
          <button type="button" className="button" onClick={() => step.mutate({ to: 'approved' })}>
            {_(words.approve)}
          </button>
        </div>
      ) : null}
      {can('rejected') ? (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            step.mutate({ to: 'rejected', reason })
          }}
        >
          <div className="field">
            <label htmlFor={reasonId}>{_(msg`Reason for the applicant`)}</label>
            <textarea
              id={reasonId}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              rows={3}
              required
            />
          </div>
          <button type="submit" className="button button-danger">
            <Trans>Reject</Trans>
          </button>
        </form>
      ) : null}
      {application.kitchenId ? (
        <p>
          <CatalogueLink service={application.service} what="provider" id={application.kitchenId}>
            {_(words.open)}
          </CatalogueLink>
        </p>
      ) : null}
      <Refusal error={step.error} />
    </article>
  )
}
