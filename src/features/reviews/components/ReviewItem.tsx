import { Trans, useLingui } from '@lingui/react/macro'
import { perLocale } from '../../../lib/formatters'
import type { Review } from '../reviews.types'

const dayFormat = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Africa/Nairobi',
    }),
)

/** "12 March 2026", as Nairobi dates it. */
const reviewDay = (iso: string, locale: string) => dayFormat(locale).format(new Date(iso))

/** "4 out of 5" with stars for the eye; the words are what a screen reader reads. */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="review-stars">
      <span aria-hidden="true">{'★'.repeat(rating) + '☆'.repeat(5 - rating)}</span>{' '}
      <Trans>{rating} out of 5</Trans>
    </span>
  )
}

/**
 * One review and the kitchen's reply. Text is plain (decision record 0035): it is rendered as
 * React text, which escapes it, never as HTML; line breaks are kept by CSS.
 */
export function ReviewItem({ review, headingLevel = 3 }: { review: Review; headingLevel?: 3 | 4 }) {
  const { i18n } = useLingui()
  const author = review.author
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <article className="review" aria-labelledby={`review-${review.id}`}>
      <Heading id={`review-${review.id}`} className="review-title">
        <Trans>{author}’s review</Trans>
      </Heading>
      <p className="card-meta">
        <Stars rating={review.rating} /> ·{' '}
        <time dateTime={review.createdAt}>{reviewDay(review.createdAt, i18n.locale)}</time>
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
    </article>
  )
}
