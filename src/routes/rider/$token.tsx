import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, useRouter } from '@tanstack/react-router'
import { ErrorPage } from '../../components/ErrorPage'
import { Kes } from '../../components/format/Kes'
import { NairobiTime } from '../../components/format/NairobiTime'
import { ORDER_STATUS_LABELS } from '../../components/format/order-status-labels'
import { FailureAlert } from '../../components/notifications/FailureAlert'
import { DeliveryCodeForm } from '../../features/riders/components/DeliveryCodeForm'
import { RiderStop } from '../../features/riders/components/RiderStop'
import { riderDelivered, riderPickedUp } from '../../features/riders/riders.functions'
import { riderOrderQuery } from '../../features/riders/riders.queries'
import { pageHead } from '../../i18n/head'
import { ApiRequestError, unwrap } from '../../lib/api-errors'

/**
 * A rider's page, opened from the link the kitchen sent by SMS (decision record 0111): no
 * account, one order. Where to pick it up and where to take it (call buttons, directions, the
 * pin), the cash to collect, "picked up", then "delivered" with the customer's 4-digit code.
 * A link that never was, was replaced, has expired or whose order is delivered shows why.
 */
export const Route = createFileRoute('/rider/$token')({
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(riderOrderQuery(params.token))
      return { ended: null }
    } catch (error) {
      if (error instanceof ApiRequestError && [404, 410, 422].includes(error.status))
        return { ended: { status: error.status, code: error.ids.code ?? 'rider.notFound' } }
      throw error
    }
  },
  head: ({ matches }) =>
    pageHead(matches, {
      title: msg`Your delivery`,
      description: msg`Pick up the order, take it to the customer, and confirm with their code.`,
    }),
  component: RiderPage,
})

function RiderPage() {
  const { _ } = useLingui()
  const { ended } = Route.useLoaderData()
  if (ended) return <ErrorPage status={ended.status === 410 ? 410 : 404} message={_(ended.code)} />
  return <RiderOrderPage />
}

function RiderOrderPage() {
  const { _ } = useLingui()
  const { token } = Route.useParams()
  const router = useRouter()
  const queryClient = useQueryClient()
  const { data: order } = useSuspenseQuery(riderOrderQuery(token))
  const keep = (fresh: typeof order) => queryClient.setQueryData(riderOrderQuery(token).queryKey, fresh)
  const pickUp = useMutation({
    mutationFn: async () => unwrap(await riderPickedUp({ data: { token } })),
    onSuccess: keep,
  })
  const deliver = useMutation({
    mutationFn: async (code: string) => unwrap(await riderDelivered({ data: { token, code } })),
    onSuccess: keep,
    // The tries left changed with a wrong code: read them again.
    onError: () => void queryClient.invalidateQueries({ queryKey: riderOrderQuery(token).queryKey }),
  })
  const number = order.orderId
  const readyBy = order.readyBy
  const rider = order.riderName
  const delivered = order.status === 'delivered'
  return (
    <main className="rider-page">
      <h1>
        <Trans>Order {number}</Trans>
      </h1>
      <p>
        <Trans>Hello {rider}.</Trans>{' '}
        <strong className={`order-status order-status-${order.status}`}>
          {_(ORDER_STATUS_LABELS[order.status])}
        </strong>
      </p>
      {delivered ? (
        <p className="rider-done" role="status">
          <Trans>Delivered. Thank you! This link has now ended.</Trans>
        </p>
      ) : null}
      <RiderStop
        title={<Trans>1. Pick up</Trans>}
        stop={order.pickup}
        callLabel={<Trans>Call the kitchen</Trans>}
      >
        <ul className="rider-items">
          {order.items.map((line) => (
            <li key={`${line.name}-${line.quantity}`}>
              {line.quantity} × {line.name}
            </li>
          ))}
        </ul>
        {readyBy ? (
          <p>
            <Trans>
              Ready by <NairobiTime iso={readyBy} />
            </Trans>
          </p>
        ) : null}
        <FailureAlert error={pickUp.error} />
        {order.canPickUp ? (
          <button
            type="button"
            className="button"
            disabled={pickUp.isPending}
            onClick={() => pickUp.mutate()}
          >
            <Trans>I have picked it up</Trans>
          </button>
        ) : order.status === 'accepted' || order.status === 'preparing' ? (
          <p>
            <Trans>The kitchen is still cooking: you can say you picked it up once it is ready.</Trans>{' '}
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void router.invalidate()}
            >
              <Trans>Check again</Trans>
            </button>
          </p>
        ) : null}
      </RiderStop>
      <RiderStop
        title={<Trans>2. Deliver</Trans>}
        stop={order.dropOff}
        callLabel={<Trans>Call the customer</Trans>}
      >
        <p className="rider-collect">
          {order.collectKes > 0 ? (
            <Trans>
              Collect <Kes amount={order.collectKes} /> in cash.
            </Trans>
          ) : (
            <Trans>Paid by M-Pesa: collect nothing.</Trans>
          )}
        </p>
        <FailureAlert error={deliver.error} />
        {order.canDeliver ? (
          <DeliveryCodeForm
            triesLeft={order.codeTriesLeft}
            busy={deliver.isPending}
            onDeliver={(code) => deliver.mutate(code)}
          />
        ) : order.status === 'on-the-way' ? (
          <p>
            <Trans>No tries of the code are left: ask the kitchen to send you a new link.</Trans>
          </p>
        ) : null}
      </RiderStop>
    </main>
  )
}
