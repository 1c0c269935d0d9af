import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Ltr } from '../../../components/format/Ltr'
import { NairobiTime } from '../../../components/format/NairobiTime'
import { orderStatusLabel } from '../../../components/format/order-status-labels'
import type { Order } from '../orders.types'

/**
 * SPEC's order timeline: every status the order reached, with when, the kitchen's ready-by time
 * once accepted and its reason when it declined; the kitchen's phone once it accepted.
 */
export function OrderTimeline({ order }: { order: Order }) {
  const { _ } = useLingui()
  const phone = order.kitchenPhone
  return (
    <section aria-labelledby="timeline-title">
      <h2 id="timeline-title">
        <Trans>Timeline</Trans>
      </h2>
      <ol className="order-timeline">
        {order.timeline.map((event) => {
          const readyBy = event.readyBy
          const reason = event.reason
          const rider = event.riderName
          return (
            <li key={event.id} className={`order-timeline-step order-status-${event.status}`}>
              <strong>{_(orderStatusLabel(event.status, order.service, order.fulfilment))}</strong>{' '}
              <NairobiTime iso={event.at} />
              {rider ? (
                <>
                  <br />
                  {event.status === 'delivered' ? (
                    <Trans>Delivered by {rider}</Trans>
                  ) : (
                    <Trans>Picked up by {rider}</Trans>
                  )}
                </>
              ) : null}
              {readyBy ? (
                <>
                  <br />
                  <Trans>
                    Ready by <NairobiTime iso={readyBy} />
                  </Trans>
                </>
              ) : null}
              {reason ? (
                <>
                  <br />
                  <Trans>Reason: {reason}</Trans>
                </>
              ) : event.status === 'declined' ? (
                // A kitchen gives a reason; without one, nobody answered in time (decision 0110).
                <>
                  <br />
                  <Trans>The kitchen did not answer in time. Anything you paid by M-Pesa is refunded.</Trans>
                </>
              ) : null}
            </li>
          )
        })}
      </ol>
      {phone ? (
        <p>
          <Trans>
            Call the kitchen:{' '}
            <a href={`tel:${phone}`}>
              <Ltr>{phone}</Ltr>
            </a>
          </Trans>
        </p>
      ) : null}
    </section>
  )
}
