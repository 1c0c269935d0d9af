import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { Busy, SchemaForm } from '../../../components/form/SchemaForm'
import { REVIEW_TEXT_MAX } from '../../../config/constants'
import { ReviewInput } from '../../../contracts/reviews.schemas'
import { writeReview } from '../reviews.functions'
import type { Review } from '../reviews.types'

const RATING_LABELS = [
  msg`1 star: poor`,
  msg`2 stars: fair`,
  msg`3 stars: good`,
  msg`4 stars: very good`,
  msg`5 stars: excellent`,
]

/**
 * The shopper rates the kitchen 1–5 (radios: one Tab stop, arrows choose) and may write plain
 * text. The same schema as the API checks it as they type; the API's refusals (too late, not
 * delivered) show under the rating. Loaded only in the browser, after the order page is up.
 */
export function ReviewForm({
  orderId,
  review,
  onSaved,
}: {
  orderId: number
  review: Review | null
  onSaved: (review: Review) => void
}) {
  const { _ } = useLingui()
  const max = REVIEW_TEXT_MAX
  return (
    <SchemaForm
      labelledBy="review-heading"
      schema={ReviewInput}
      toInput={(values) => ({ rating: values.rating ? Number(values.rating) : undefined, text: values.text })}
      defaults={{ rating: review ? String(review.rating) : '', text: review?.text ?? '' }}
      fields={[
        {
          name: 'rating',
          type: 'choice',
          label: _(msg`Your rating of the kitchen`),
          required: true,
          options: RATING_LABELS.map((label, i) => ({ value: String(i + 1), label: _(label) })),
        },
        {
          name: 'text',
          label: _(msg`Your review (optional)`),
          multiline: true,
          hint: (
            <Trans>
              Plain text, at most <Plural value={max} one="# character" other="# characters" />. Other
              shoppers read it on the kitchen’s page.
            </Trans>
          ),
        },
      ]}
      submitLabel={review ? <Trans>Save the change</Trans> : <Trans>Send the review</Trans>}
      busyLabel={<Busy />}
      onSubmit={(values) =>
        writeReview({ data: { orderId, review: { rating: Number(values.rating), text: values.text } } })
      }
      onSuccess={onSaved}
    />
  )
}
