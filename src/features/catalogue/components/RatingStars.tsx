import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { formatRating } from '../../../lib/formatters'

/** "★ 4.6 (23)" on the screen, "Rated 4.6 out of 5 by 23 people" to a screen reader. */
export function RatingStars({ score, reviews }: { score: number; reviews: number }) {
  const { t, i18n } = useLingui()
  // Named `rating`: the message's placeholder takes the variable's name, shared with the map's popup.
  const rating = formatRating(score, i18n.locale)
  return (
    <>
      <span aria-hidden="true">
        ★ {rating} ({reviews})
      </span>
      <span className="visually-hidden">{t`${plural(reviews, { one: `Rated ${rating} out of 5 by # person`, other: `Rated ${rating} out of 5 by # people` })}`}</span>
    </>
  )
}
