import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { DeliverySlot } from '../../../components/format/DeliverySlot'
import { Kes } from '../../../components/format/Kes'
import { Ltr } from '../../../components/format/Ltr'
import { NairobiTime } from '../../../components/format/NairobiTime'
import { statusLabelOf } from '../../../components/format/order-status-labels'
import { PAYMENT_METHOD_LABELS } from '../../../components/format/payment-method-labels'
import { LineChoices } from '../../../components/LineChoices'
import { FailureAlert } from '../../../components/notifications/FailureAlert'
import type { StepInput } from '../../../contracts/kitchen-orders.schemas'
import { unwrap } from '../../../lib/api-errors'
import type { KitchenStep, OrderFulfilment } from '../../../lib/order-lists'
import { stepKitchenOrder } from '../kitchen.functions'
import { kitchenBoardQuery } from '../kitchen.queries'
import type { KitchenOrder } from '../kitchen.types'
import { stepButtonLabel } from '../kitchen-labels'
import { AcceptForm } from './AcceptForm'
import { RiderPanel } from './RiderPanel'

/** One order on the board: what to cook, where it goes, and the next step(s). */
export function KitchenOrderCard({ order }: { order: KitchenOrder }) {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
  const step = useMutation({
    mutationFn: async (input: StepInput) =>
      unwrap(await stepKitchenOrder({ data: { id: order.id, step: input } })),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: kitchenBoardQuery.queryKey }),
  })
  const number = order.id
  const address = order.deliveryAddress
  const readyBy = order.readyBy
  const reason = order.statusReason
  const answerBy = order.answerBy
  const note = order.note
  const titleId = useId()
  return (
    <article className="kitchen-order" aria-labelledby={titleId}>
      <h3 id={titleId}>
        <Trans>Order {number}</Trans> · {order.customerName}
      </h3>
      <p className={`order-status order-status-${order.status}`}>
        {_(statusLabelOf(order.status, order.fulfilment))}
      </p>
      <p>
        <DeliverySlot slot={order.slot} pickup={order.fulfilment === 'pickup'} />
      </p>
      <p>
        <NairobiTime iso={order.createdAt} />
        {readyBy ? (
          <>
            {' · '}
            <Trans>
              Ready by <NairobiTime iso={readyBy} />
            </Trans>
          </>
        ) : null}
      </p>
      <ul className="kitchen-order-lines">
        {order.items.map((line) => (
          // One line per meal, choices and note in an order.
          <li key={`${line.name}-${line.note ?? ''}-${line.options.map((o) => o.choiceId)}`}>
            {line.quantity} × {line.name}
            <LineChoices options={line.options} note={null} />
            {line.note ? <small className="cart-line-note">{line.note}</small> : null}
          </li>
        ))}
      </ul>
      {note ? (
        <p>
          <Trans>Shopper's note: {note}</Trans>
        </p>
      ) : null}
      {address ? (
        <address>
          {address.building}
          {address.floorAndDoor ? `, ${address.floorAndDoor}` : ''}, {address.neighbourhood} ·{' '}
          {address.landmark}
          {address.directions ? ` · ${address.directions}` : ''}
          <br />
          <Ltr>{address.phone}</Ltr>
        </address>
      ) : (
        // Picked up (decision record 0116): the shopper comes to the kitchen; their phone, to call.
        <p className="kitchen-order-pickup">
          <strong>
            <Trans>Pick-up: the shopper collects it here</Trans>
          </strong>
          <br />
          <Ltr>{order.customerPhone}</Ltr>
        </p>
      )}
      <p>
        <Kes amount={order.totalKes} /> · {_(PAYMENT_METHOD_LABELS[order.paymentMethod])}
        {order.dueKes > 0 ? (
          <>
            {' · '}
            <Trans>
              to collect: <Kes amount={order.dueKes} />
            </Trans>
          </>
        ) : null}
      </p>
      {reason ? (
        <p>
          <Trans>Reason: {reason}</Trans>
        </p>
      ) : order.status === 'declined' ? (
        <p>
          <Trans>Not answered in time: declined for you, and the shopper was told.</Trans>
        </p>
      ) : null}
      {answerBy ? (
        <p className="kitchen-order-answer-by">
          <Trans>
            Answer by <NairobiTime iso={answerBy} />, or it is declined for you.
          </Trans>
        </p>
      ) : null}
      <RiderPanel order={order} />
      <FailureAlert error={step.error} />
      <StepActions
        steps={order.nextSteps}
        fulfilment={order.fulfilment}
        slot={order.slot}
        busy={step.isPending}
        onStep={(input) => step.mutate(input)}
      />
    </article>
  )
}

function StepActions({
  steps,
  fulfilment,
  slot,
  busy,
  onStep,
}: {
  steps: readonly KitchenStep[]
  fulfilment: OrderFulfilment
  slot: { day: string; start: string } | null
  busy: boolean
  onStep: (input: StepInput) => void
}) {
  const { _ } = useLingui()
  const [reason, setReason] = useState('')
  const reasonId = useId()
  if (steps.length === 0) return null
  return (
    <div className="kitchen-order-actions">
      {steps.map((to) => {
        if (to === 'accepted')
          return (
            <AcceptForm key={to} slot={slot} busy={busy} onAccept={(readyBy) => onStep({ to, readyBy })} />
          )
        if (to === 'declined')
          return (
            <form
              key={to}
              onSubmit={(event) => {
                event.preventDefault()
                onStep({ to, reason })
              }}
            >
              <label htmlFor={reasonId}>
                <Trans>Reason for the shopper</Trans>
              </label>{' '}
              <input
                id={reasonId}
                value={reason}
                required
                minLength={3}
                maxLength={300}
                onChange={(event) => setReason(event.target.value)}
              />{' '}
              <button type="submit" className="button button-secondary" disabled={busy}>
                {_(stepButtonLabel(to, fulfilment))}
              </button>
            </form>
          )
        return (
          <button key={to} type="button" className="button" disabled={busy} onClick={() => onStep({ to })}>
            {_(stepButtonLabel(to, fulfilment))}
          </button>
        )
      })}
    </div>
  )
}
