import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ConfirmAction } from '../../../components/ConfirmAction'
import { FailureAlert } from '../../../components/notifications/FailureAlert'
import { toastMessage } from '../../../components/notifications/notify'
import { unwrap } from '../../../lib/api-errors'
import { cancelOrder } from '../orders.functions'
import { ORDERS_KEY, orderQuery } from '../orders.queries'
import type { Order } from '../orders.types'

/**
 * "Cancel order", asked twice (ConfirmAction) and kept at the foot of the page, away from
 * "Order again" and the payment's buttons: a cancelled order cannot be placed again as it was.
 */
export function CancelOrder({ order }: { order: Order }) {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
  const cancel = useMutation({
    mutationFn: async () => unwrap(await cancelOrder({ data: { id: order.id } })),
    onSuccess: (cancelled) => {
      queryClient.setQueryData(orderQuery(order.id).queryKey, cancelled)
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY })
      toastMessage({ type: 'success', title: _(msg`Order cancelled`) })
    },
  })
  if (!order.canCancel) return null
  return (
    <div className="order-cancel">
      <FailureAlert error={cancel.error} />
      <ConfirmAction
        label={<Trans>Cancel order</Trans>}
        question={<Trans>Cancel this order?</Trans>}
        confirmLabel={<Trans>Yes, cancel the order</Trans>}
        keepLabel={<Trans>Keep it</Trans>}
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate()}
      />
    </div>
  )
}
