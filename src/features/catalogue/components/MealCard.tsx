import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { CatalogueLink } from '../../../components/CatalogueLink'
import { Kes } from '../../../components/format/Kes'
import { useContentLang } from '../../../i18n/use-content-lang'
import type { Meal } from '../catalogue.types'
import { ALLERGEN_LABELS, DIETARY_LABELS } from '../catalogue-labels'
import { Duration, UnitOf } from './ItemUnit'
import { PortionsLeft } from './PortionsLeft'

/** A compact card's picture: half a phone, a third of a tablet, a quarter of the page's 72rem. */
const COMPACT_SIZES = '(min-width: 64rem) 18rem, (min-width: 40rem) 33vw, 50vw'
/** A menu row's picture: a 6rem square on a phone, a card's on wider screens. */
const ROW_SIZES = '(min-width: 40rem) 20rem, 6rem'

/** A meal on a menu or in a list: picture, name, price, dietary tags and declared allergens. */
export function MealCard({
  meal,
  showKitchen = false,
  action,
  headingLevel = 3,
  compact = false,
  row = false,
  priority = false,
}: {
  meal: Meal
  showKitchen?: boolean
  /** A list's small card (two a row on a phone): no description, which the meal's page has. */
  compact?: boolean
  /** A menu's row on a phone (card.css): the words first, a small square picture at the end. */
  row?: boolean
  action?: ReactNode
  headingLevel?: 3 | 4
  /** The picture is the page's LCP image (a list's first card): fetched first, not lazily. */
  priority?: boolean
}) {
  const Heading = headingLevel === 4 ? 'h4' : 'h3'
  const { _ } = useLingui()
  const contentLang = useContentLang()
  const allergens = meal.allergens.map((a) => _(ALLERGEN_LABELS[a])).join(', ')
  return (
    <article
      className={`card meal-card${compact ? ' card-compact' : ''}${row ? ' card-row' : ''}`}
      aria-labelledby={`meal-${meal.id}`}
    >
      <img
        className="card-image"
        src={meal.image}
        srcSet={meal.imageSrcset ?? undefined}
        sizes={
          meal.imageSrcset
            ? compact
              ? COMPACT_SIZES
              : row
                ? ROW_SIZES
                : '(min-width: 40rem) 20rem, 100vw'
            : undefined
        }
        alt=""
        width={400}
        height={300}
        {...(priority ? { fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' })}
      />
      <div className="card-body">
        <Heading id={`meal-${meal.id}`} className="card-title">
          <CatalogueLink service={meal.service} what="item" id={meal.id}>
            {meal.name}
          </CatalogueLink>
        </Heading>
        {showKitchen ? (
          // The kitchen's name and place are the cook's words, in any script: their own direction,
          // so a rail's one-line ellipsis cuts a Latin name at its end on an Arabic page too.
          <p className="card-meta" dir="auto">
            <CatalogueLink service={meal.service} what="provider" id={meal.kitchen.id}>
              {meal.kitchen.name}
            </CatalogueLink>{' '}
            · {meal.kitchen.neighbourhood}
          </p>
        ) : null}
        {compact ? null : (
          // The cook's words, in any script: their own direction, so a clamp cuts them at their end.
          <p
            className="card-text"
            dir="auto"
            {...contentLang('language' in meal ? meal.language : undefined)}
          >
            {meal.description}
          </p>
        )}
        {meal.dietaryTags.length > 0 ? (
          <ul className="tag-list">
            {meal.dietaryTags.map((tag) => (
              <li key={tag} className="badge">
                {_(DIETARY_LABELS[tag])}
              </li>
            ))}
          </ul>
        ) : null}
        {allergens ? (
          <p className="card-meta">
            <Trans>Contains: {allergens}</Trans>
          </p>
        ) : null}
        {meal.unit === 'recipe' ? null : <PortionsLeft left={meal.portionsLeft} />}
        {meal.durationMinutes ? (
          <p className="card-meta">
            <Duration minutes={meal.durationMinutes} />
          </p>
        ) : null}
        <p className="meal-price">
          {meal.unit === 'recipe' ? null : (
            <strong>
              <Kes amount={meal.priceKes} />
              <UnitOf unit={meal.unit} />
            </strong>
          )}
          {meal.hasOptions ? (
            // Its options are chosen on its page (decision record 0041). Named "Choose" inside the
            // card its heading names, styled as a button by its place (.meal-price > a): fewer
            // bytes in the page's critical-path script (decision 0012).
            <CatalogueLink service={meal.service} what="item" id={meal.id}>
              {_(msg`Choose`)}
            </CatalogueLink>
          ) : (
            action
          )}
        </p>
      </div>
    </article>
  )
}
