import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Busy, SchemaForm } from '../../../components/form/SchemaForm'
import { REVIEW_TEXT_MAX } from '../../../config/constants'
import { ReplyInput } from '../../../contracts/reviews.schemas'
import { replyToReview } from '../reviews.functions'
import type { Review } from '../reviews.types'

/**
 * The reply box under one review: a new reply replaces the old one. Loaded when the cook opens
 * it, with the form library.
 */
export function ReplyForm({
  review,
  kitchenId,
  onDone,
}: {
  review: Review
  kitchenId: number
  onDone: () => void
}) {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
  const max = REVIEW_TEXT_MAX
  return (
    <SchemaForm
      labelledBy={`review-${review.id}`}
      schema={ReplyInput}
      defaults={{ reply: review.reply ?? '' }}
      fields={[
        {
          name: 'reply',
          label: _(msg`Your reply`),
          required: true,
          multiline: true,
          hint: (
            <Trans>
              Plain text, at most <Plural value={max} one="# character" other="# characters" />, shown under
              the review on your kitchen’s page.
            </Trans>
          ),
        },
      ]}
      submitLabel={<Trans>Send the reply</Trans>}
      busyLabel={<Busy />}
      onSubmit={(values) => replyToReview({ data: { id: review.id, reply: { reply: values.reply } } })}
      onSuccess={() => {
        onDone()
        void queryClient.invalidateQueries({ queryKey: ['kitchen', kitchenId] })
      }}
    />
  )
}
