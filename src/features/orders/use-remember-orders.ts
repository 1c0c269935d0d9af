import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import { ORDER_STATUS_LABELS } from '../../components/format/order-status-labels'
import { localizePath } from '../../i18n/routing'
import { usePageLocale } from '../../i18n/use-page-locale'
import { formatKes } from '../../lib/money'
import { rememberLater } from '../../lib/remember'
import type { OrderPage } from './orders.types'

/** How many of the newest orders the offline page lists. */
const REMEMBERED_ORDERS = 5

/**
 * Keeps the newest orders as the shopper sees them (number, kitchen, status, total) for the
 * offline page (decision record 0095): what support asks for when the network is gone.
 */
export function useRememberOrders(orders: OrderPage['items']) {
  const { _, i18n } = useLingui()
  const locale = usePageLocale()
  const memo = orders.slice(0, REMEMBERED_ORDERS).map((order) => ({
    href: localizePath(`/account/orders/${order.id}`, locale),
    text: `#${order.id} · ${order.kitchen.name} · ${_(ORDER_STATUS_LABELS[order.status])} · ${formatKes(order.totalKes, i18n.locale)}`,
  }))
  const key = memo.map((order) => order.text).join('\n')
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key holds every order's text
  useEffect(() => {
    if (memo.length > 0) rememberLater((db) => db.rememberOrders(memo))
  }, [key])
}
