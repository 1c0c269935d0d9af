import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { useLiveEvents } from '../../../lib/live-events'
import { kitchenBoardQuery } from '../kitchen.queries'
import { playNewOrderChime, unlockSound } from '../new-order-alert'
import { BusyPanel } from './BusyPanel'
import { KitchenOrderCard } from './KitchenOrderCard'
import { PushAlertsPanel } from './PushAlertsPanel'
import { useRingWhileWaiting } from './use-ring-while-waiting'

/**
 * The kitchen's board: its open orders and today's finished ones, kept live by the kitchen's
 * event stream. A new order chimes (when the browser lets it) and counts in the tab's title
 * until the cook looks (the tab regains focus, or "Seen"); while any order waits for an answer
 * the board rings every ten seconds and says how many wait (decision record 0110). Under the orders, what the route
 * puts there: the kitchen's reviews, to reply to.
 */
export function KitchenBoard({ reviews }: { reviews: (kitchenId: number) => ReactNode }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { data: board } = useSuspenseQuery(kitchenBoardQuery)
  const [unseen, setUnseen] = useState(0)
  const [soundBlocked, setSoundBlocked] = useState(false)
  const refresh = () => void queryClient.invalidateQueries({ queryKey: kitchenBoardQuery.queryKey })
  const { connected } = useLiveEvents(`/live/kitchen?after=${board.lastEventId}`, {
    onOrder: (event) => {
      refresh()
      if (event.status !== 'placed') return
      setUnseen((n) => n + 1)
      void playNewOrderChime().then((played) => setSoundBlocked(!played))
    },
    onOpen: refresh,
  })

  // The tab's title counts new orders: "(2) Kitchen board".
  const baseTitle = useRef<string | null>(null)
  useEffect(() => {
    baseTitle.current ??= document.title.replace(/^\(\d+\) /, '')
    document.title = unseen > 0 ? `(${unseen}) ${baseTitle.current}` : baseTitle.current
  }, [unseen])
  useEffect(() => {
    const seen = () => setUnseen(0)
    window.addEventListener('focus', seen)
    return () => window.removeEventListener('focus', seen)
  }, [])

  const waiting = board.items.filter((order) => order.status === 'placed').length
  const heard = useCallback((played: boolean) => setSoundBlocked(!played), [])
  useRingWhileWaiting(waiting, heard)

  const open = board.items.filter((order) => order.nextSteps.length > 0)
  const done = board.items.filter((order) => order.nextSteps.length === 0)
  const kitchenName = board.kitchen.name
  const count = unseen
  return (
    <main className="kitchen-board">
      <h1>
        <Trans>Orders for {kitchenName}</Trans>
      </h1>
      <p>
        <Link to="/kitchen/menu">
          <Trans>Menu, today's portions and pausing</Trans>
        </Link>
        {' · '}
        <Link to="/kitchen/settings">
          <Trans>Delivery fee, radius and minimum order</Trans>
        </Link>
        {' · '}
        <Link to="/kitchen/earnings">
          <Trans>Earnings</Trans>
        </Link>
      </p>
      <p role="status" className="kitchen-board-live">
        {connected ? <Trans>Live: new orders appear here by themselves.</Trans> : <Trans>Connecting…</Trans>}
        {count > 0 ? (
          <>
            {' '}
            <Plural value={count} one="# new" other="# new" />{' '}
            <button type="button" className="button button-secondary" onClick={() => setUnseen(0)}>
              <Trans>Seen</Trans>
            </button>
          </>
        ) : null}
      </p>
      {waiting > 0 ? (
        <p className="kitchen-board-waiting">
          <Plural
            value={waiting}
            one="# order waits for your answer: accept or decline it."
            other="# orders wait for your answer: accept or decline them."
          />
        </p>
      ) : null}
      {soundBlocked ? (
        <p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void unlockSound().then((ok) => setSoundBlocked(!ok))}
          >
            <Trans>Turn on the new-order sound</Trans>
          </button>
        </p>
      ) : null}
      <section aria-label={t`Open orders`}>
        <h2>
          <Trans>Open orders</Trans>
        </h2>
        {open.length === 0 ? (
          <p>
            <Trans>No open orders right now.</Trans>
          </p>
        ) : (
          <ul className="kitchen-orders">
            {open.map((order) => (
              <li key={order.id}>
                <KitchenOrderCard order={order} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {/* Orders come first on a phone's first screen; how the kitchen takes them, after. */}
      <BusyPanel />
      <PushAlertsPanel />
      {done.length > 0 ? (
        <section aria-label={t`Finished today`}>
          <h2>
            <Trans>Finished today</Trans>
          </h2>
          <ul className="kitchen-orders">
            {done.map((order) => (
              <li key={order.id}>
                <KitchenOrderCard order={order} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {reviews(board.kitchen.id)}
    </main>
  )
}
