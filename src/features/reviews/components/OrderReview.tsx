import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useState, useSyncExternalStore } from 'react'
import { LazyPart } from '../../../boot/LazyPart'
import { lazyComponent } from '../../../boot/lazy-component'
import { formatNairobiTime } from '../../../lib/formatters'
import type { Review } from '../reviews.types'
import { Stars } from './ReviewItem'

// The form (and the form library) loads in the browser only, when there is something to write:
// the order page refreshes its order on live events, and a lazily hydrated form handed a new
// order before its code arrived would fail hydration (see CartContents' coupon form).
const ReviewForm = lazyComponent('ReviewForm', () =>
  import('./ReviewForm').then((m) => ({ default: m.ReviewForm })),
)

// False on the server and while hydrating, true after: the form is never in the server's HTML.
// (Not AfterMount: sharing it with the cart page made it a chunk of its own on that page's
// critical path.) Re-rendering this section once is harmless: nothing in it hydrates lazily.
const noSubscription = () => () => {}
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

/** What of an order the review needs (the orders feature's Order has it). */
type ReviewedOrder = {
  id: number
  status: string
  kitchen: { id: number; name: string }
  review: Review | null
  canReview: boolean
  reviewEditableUntil: string | null
}

/**
 * The order page's review (decision 0035): once the order is delivered the shopper rates the
 * kitchen and may write a review, and may change it for 7 days; the saved review is shown.
 */
export function OrderReview({
  order,
  orderKey,
}: {
  order: ReviewedOrder
  /** The order's query key: a saved review is written into it, then the order is read again. */
  orderKey: readonly unknown[]
}) {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState(false)
  const [saved, setSaved] = useState(false)
  const inBrowser = useInBrowser()
  if (order.status !== 'delivered') return null
  const review = order.review
  const kitchen = order.kitchen.name
  const until = order.reviewEditableUntil ? formatNairobiTime(order.reviewEditableUntil, i18n.locale) : null
  const onSaved = (next: Review) => {
    queryClient.setQueryData(orderKey, { ...order, review: next })
    void queryClient.invalidateQueries({ queryKey: orderKey })
    void queryClient.invalidateQueries({ queryKey: ['kitchen', order.kitchen.id] })
    setEditing(false)
    setSaved(true)
  }
  return (
    <section aria-labelledby="review-heading" className="order-review">
      <h2 id="review-heading">
        {review ? <Trans>Your review of {kitchen}</Trans> : <Trans>Rate {kitchen}</Trans>}
      </h2>
      <p role="status">
        {saved ? <Trans>Thank you: your review is saved and shown on the kitchen’s page.</Trans> : null}
      </p>
      {review && !editing ? (
        <>
          <p>
            <Stars rating={review.rating} />
          </p>
          {review.text ? <p className="review-text">{review.text}</p> : null}
          {review.reply ? (
            <div className="review-reply">
              <p className="card-meta">
                <Trans>The kitchen replied</Trans>
              </p>
              <p className="review-text">{review.reply}</p>
            </div>
          ) : null}
          {order.canReview ? (
            <>
              {until ? (
                <p className="card-meta">
                  <Trans>You can change it until {until}.</Trans>
                </p>
              ) : null}
              <button
                type="button"
                className="button button-secondary"
                onClick={() => {
                  setSaved(false)
                  setEditing(true)
                }}
              >
                <Trans>Change your review</Trans>
              </button>
            </>
          ) : null}
        </>
      ) : order.canReview && inBrowser ? (
        <>
          <LazyPart>
            <ReviewForm orderId={order.id} review={review} onSaved={onSaved} />
          </LazyPart>
          {editing ? (
            <button type="button" className="button button-secondary" onClick={() => setEditing(false)}>
              <Trans>Keep it as it was</Trans>
            </button>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
