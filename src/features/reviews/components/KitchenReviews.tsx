import { Plural, Trans } from '@lingui/react/macro'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { kitchenReviewsQuery } from '../reviews.queries'
import type { Review } from '../reviews.types'
import { ReviewItem } from './ReviewItem'

function ReviewList({ reviews }: { reviews: Review[] }) {
  return (
    <ul className="review-list">
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewItem review={review} />
        </li>
      ))}
    </ul>
  )
}

/** A further page, read when the shopper asks for it. */
function MoreReviews({ kitchenId, page }: { kitchenId: number; page: number }) {
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
  return <ReviewList reviews={data.items} />
}

/**
 * The kitchen page's reviews, newest first, each with the kitchen's reply (decision 0035).
 * Loaded lazily (src/routes/food/kitchens/$id.tsx): the server renders it into the page and the
 * browser fetches its code after the page is interactive, so the page's critical-path script
 * does not grow. Further pages come on request.
 */
export default function KitchenReviews({ kitchenId }: { kitchenId: number }) {
  const { data } = useSuspenseQuery(kitchenReviewsQuery(kitchenId, 1))
  const [pages, setPages] = useState(1)
  const count = data.total
  return (
    <section aria-labelledby="reviews-heading" className="kitchen-reviews">
      <h2 id="reviews-heading">
        <Trans>Reviews</Trans>
      </h2>
      {count === 0 ? (
        <p>
          <Trans>No written reviews yet.</Trans>
        </p>
      ) : (
        <>
          <p className="card-meta">
            <Plural
              value={count}
              one="# written review, newest first"
              other="# written reviews, newest first"
            />
          </p>
          <ReviewList reviews={data.items} />
          {Array.from({ length: pages - 1 }, (_, i) => i + 2).map((page) => (
            <MoreReviews key={page} kitchenId={kitchenId} page={page} />
          ))}
          {pages < data.pageCount ? (
            <button type="button" className="button button-secondary" onClick={() => setPages((n) => n + 1)}>
              <Trans>More reviews</Trans>
            </button>
          ) : null}
        </>
      )}
    </section>
  )
}
