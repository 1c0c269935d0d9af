import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Suspense, useState } from 'react'
import { DropOnFailure } from '../../../boot/LazyPart'
import { lazyComponent } from '../../../boot/lazy-component'
import { kitchenReviewsQuery } from '../reviews.queries'
import type { Review } from '../reviews.types'
import { ReviewItem } from './ReviewItem'

// The form library comes with the first reply the cook opens, not with the board.
const ReplyForm = lazyComponent('ReplyForm', () =>
  import('./ReplyForm').then((m) => ({ default: m.ReplyForm })),
)

/** One review on the board, with its Reply button and, once pressed, the reply box. */
function ReviewToAnswer({ review, kitchenId }: { review: Review; kitchenId: number }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <ReviewItem review={review} />
      {open ? (
        <DropOnFailure>
          <Suspense
            fallback={
              <p role="status">
                <Trans>Please wait…</Trans>
              </p>
            }
          >
            <ReplyForm review={review} kitchenId={kitchenId} onDone={() => setOpen(false)} />
          </Suspense>
        </DropOnFailure>
      ) : (
        <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
          {review.reply ? <Trans>Change the reply</Trans> : <Trans>Reply</Trans>}
        </button>
      )}
    </>
  )
}

/** One page of the kitchen's reviews. */
function ReviewPage({ kitchenId, page }: { kitchenId: number; page: number }) {
  const { data, isError } = useQuery(kitchenReviewsQuery(kitchenId, page))
  if (isError)
    return (
      <p role="alert" className="form-error">
        <Trans>These reviews could not be loaded. Try again in a moment.</Trans>
      </p>
    )
  if (!data)
    return (
      <p role="status">
        <Trans>Loading reviews…</Trans>
      </p>
    )
  if (data.total === 0)
    return (
      <p>
        <Trans>No written reviews yet.</Trans>
      </p>
    )
  return (
    <ul className="review-list">
      {data.items.map((review) => (
        <li key={review.id}>
          <ReviewToAnswer review={review} kitchenId={kitchenId} />
        </li>
      ))}
    </ul>
  )
}

/**
 * The kitchen's reviews on its board, newest first, each with a reply box (decision 0035):
 * the reply shows under the review on the kitchen's public page.
 */
export function ReviewReplies({ kitchenId }: { kitchenId: number }) {
  const [pages, setPages] = useState(1)
  // The last page shown (the same query its list reads) says whether there are more.
  const { data: last } = useQuery(kitchenReviewsQuery(kitchenId, pages))
  return (
    <section aria-labelledby="board-reviews-heading" className="kitchen-reviews">
      <h2 id="board-reviews-heading">
        <Trans>Reviews of your kitchen</Trans>
      </h2>
      {Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
        <ReviewPage key={page} kitchenId={kitchenId} page={page} />
      ))}
      {last && last.page < last.pageCount ? (
        <button type="button" className="button button-secondary" onClick={() => setPages((n) => n + 1)}>
          <Trans>More reviews</Trans>
        </button>
      ) : null}
    </section>
  )
}
