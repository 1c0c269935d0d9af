import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { type CatalogueFilters, deliveryDayChoices, SORTS, type Sort } from '../../../lib/catalogue-filters'
import { ALLERGENS, CUISINES, DIETARY_TAGS } from '../../../lib/catalogue-lists'
import { ALLERGEN_LABELS, CUISINE_LABELS, DIETARY_LABELS } from '../../../lib/meal-labels'
import { formatSlotDay } from '../../../lib/slot-format'

const SORT_LABELS: Record<Sort, MessageDescriptor> = {
  rating: msg`Best rated`,
  distance: msg`Nearest first`,
  popularity: msg`Most ordered`,
  deliveryFee: msg`Lowest delivery fee`,
  price: msg`Lowest price`,
  newest: msg`Newest`,
}

const RATINGS = [3, 3.5, 4, 4.5]

/**
 * The filters that narrow a list (sort and paging do not): counted for "clear filters". Here, not
 * beside the schema: the schema is in every page's script, this list only in the lists'.
 */
const NARROWING_FILTERS = [
  'cuisine',
  'dietary',
  'avoid',
  'openNow',
  'verified',
  'minRating',
  'minPrice',
  'maxPrice',
  'bbox',
  'deliversToMe',
  'deliveryDay',
] as const satisfies readonly (keyof CatalogueFilters)[]

type Props = {
  filters: Partial<CatalogueFilters>
  /** How many match, for the count; search says its own (kitchens and meals). */
  total?: number | undefined
  what: 'kitchens' | 'meals' | 'search'
  /** The list's own typed link with other filters (a chip's "remove", "clear filters"). */
  link: (filters: Partial<CatalogueFilters>, label: ReactNode) => ReactNode
  /** The map view (kitchens, search), kept by the form. */
  view?: 'map' | undefined
  /** The search's words, kept by the form. */
  q?: string | undefined
  /** "Delivers to my address" or "nearest first" was asked for, but no place is known: not applied. */
  noDeliveryPlace?: boolean | undefined
}

/**
 * The filters and sort of the kitchens and meals lists (SPEC §1): a plain GET form, so every
 * view is a link and it works before (or without) the page's script; the applied filters show
 * as chips that each take one off. The form has no script of its own: submitting it loads the
 * filtered list as any link does.
 */
export function ListFilters({ filters, total, what, link, view, q, noDeliveryPlace }: Props) {
  const { _, i18n } = useLingui()
  const applied = NARROWING_FILTERS.filter((key) => filters[key] !== undefined)
  const without = (key: keyof CatalogueFilters) => ({ ...filters, [key]: undefined })
  return (
    <section className="list-filters" aria-labelledby="filters-title">
      <h2 id="filters-title" className="visually-hidden">
        <Trans>Filters and sort</Trans>
      </h2>
      <form method="get" className="filter-form">
        {/* The map's view and area stay when other filters change. */}
        {q ? <input type="hidden" name="q" value={q} /> : null}
        {view ? <input type="hidden" name="view" value={view} /> : null}
        {filters.bbox ? <input type="hidden" name="bbox" value={filters.bbox} /> : null}
        {/* Search is ordered by the match. */}
        {what === 'search' ? null : (
          <label>
            <Trans>Sort by</Trans>
            <select name="sort" defaultValue={filters.sort ?? ''}>
              <option value="">{_(SORT_LABELS.rating)}</option>
              {SORTS.filter((s) => s !== 'rating').map((s) => (
                <option key={s} value={s}>
                  {_(SORT_LABELS[s])}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          <Trans>Cuisine</Trans>
          <select name="cuisine" defaultValue={filters.cuisine ?? ''}>
            <option value="">{_(msg`Any cuisine`)}</option>
            {CUISINES.map((c) => (
              <option key={c} value={c}>
                {_(CUISINE_LABELS[c])}
              </option>
            ))}
          </select>
        </label>
        <label>
          <Trans>Delivery day</Trans>
          <select name="deliveryDay" defaultValue={filters.deliveryDay ?? ''}>
            <option value="">{_(msg`Any day`)}</option>
            {deliveryDayChoices().map((day) => (
              <option key={day} value={day}>
                {formatSlotDay(day, i18n.locale)}
              </option>
            ))}
          </select>
        </label>
        <label className="choice">
          <input type="checkbox" name="openNow" value="true" defaultChecked={filters.openNow === true} />
          <Trans>Open now</Trans>
        </label>
        <label className="choice">
          <input type="checkbox" name="verified" value="true" defaultChecked={filters.verified === true} />
          <Trans>Verified kitchens only</Trans>
        </label>
        <label className="choice">
          <input
            type="checkbox"
            name="deliversToMe"
            value="true"
            defaultChecked={filters.deliversToMe === true}
          />
          <Trans>Delivers to my address</Trans>
        </label>
        <details
          open={applied.some(
            (key) => !['cuisine', 'deliveryDay', 'openNow', 'verified', 'deliversToMe'].includes(key),
          )}
        >
          <summary>
            <Trans>More filters</Trans>
          </summary>
          <label>
            <Trans>Rating at least</Trans>
            <select name="minRating" defaultValue={filters.minRating?.toString() ?? ''}>
              <option value="">{_(msg`Any rating`)}</option>
              {RATINGS.map((r) => (
                <option key={r} value={r}>
                  {r} ★
                </option>
              ))}
            </select>
          </label>
          <label>
            <Trans>Price from (KES)</Trans>
            <input type="number" name="minPrice" min={0} step={10} defaultValue={filters.minPrice} />
          </label>
          <label>
            <Trans>Price up to (KES)</Trans>
            <input type="number" name="maxPrice" min={0} step={10} defaultValue={filters.maxPrice} />
          </label>
          <CheckboxGroup
            legend={<Trans>Dietary</Trans>}
            name="dietary"
            options={DIETARY_TAGS}
            labels={DIETARY_LABELS}
            chosen={filters.dietary}
          />
          <CheckboxGroup
            legend={<Trans>Leave out meals with</Trans>}
            name="avoid"
            options={ALLERGENS}
            labels={ALLERGEN_LABELS}
            chosen={filters.avoid}
          />
        </details>
        <button type="submit" className="button">
          <Trans>Show results</Trans>
        </button>
      </form>
      <p className="filter-summary" role={total === undefined ? undefined : 'status'}>
        {total === undefined ? null : what === 'kitchens' ? (
          <Plural value={total} one="# kitchen" other="# kitchens" />
        ) : (
          <Plural value={total} one="# meal" other="# meals" />
        )}
        {applied.length > 0 ? (
          <>
            {total === undefined ? null : ' · '}
            {link({ sort: filters.sort }, <Trans>Clear filters</Trans>)}
          </>
        ) : null}
      </p>
      {noDeliveryPlace ? (
        <p className="filter-notice">
          <Trans>
            “Nearest first” and “Delivers to my address” need to know where you are: sign in and{' '}
            <Link to="/account/addresses">add a delivery address</Link>. Until then the list is neither sorted
            nor narrowed by them.
          </Trans>
        </p>
      ) : null}
      {applied.length > 0 ? (
        <ul className="filter-chips" aria-label={_(msg`Filters applied`)}>
          {applied.map((key) => (
            <li key={key}>{link(without(key), <ChipText filter={key} filters={filters} />)}</li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

/** One list filter as checkboxes of one name: a GET form sends each checked value. */
function CheckboxGroup<T extends string>(props: {
  legend: ReactNode
  name: string
  options: readonly T[]
  labels: Record<T, MessageDescriptor>
  chosen: readonly T[] | undefined
}) {
  const { _ } = useLingui()
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      {props.options.map((value) => (
        <label key={value} className="choice">
          <input
            type="checkbox"
            name={props.name}
            value={value}
            defaultChecked={props.chosen?.includes(value)}
          />
          {_(props.labels[value])}
        </label>
      ))}
    </fieldset>
  )
}

/** What one applied filter says on its chip. */
function ChipText({
  filter,
  filters,
}: {
  filter: (typeof NARROWING_FILTERS)[number]
  filters: Partial<CatalogueFilters>
}) {
  const { _, i18n } = useLingui()
  const rating = filters.minRating ?? 0
  const day = filters.deliveryDay ? formatSlotDay(filters.deliveryDay, i18n.locale) : ''
  const min = filters.minPrice ?? 0
  const max = filters.maxPrice ?? 0
  const avoided = (filters.avoid ?? []).map((a) => _(ALLERGEN_LABELS[a])).join(', ')
  const text = {
    cuisine: filters.cuisine ? _(CUISINE_LABELS[filters.cuisine]) : '',
    dietary: (filters.dietary ?? []).map((t) => _(DIETARY_LABELS[t])).join(', '),
    avoid: _(msg`Without: ${avoided}`),
    openNow: _(msg`Open now`),
    verified: _(msg`Verified kitchens only`),
    minRating: _(msg`${rating} ★ and up`),
    minPrice: _(msg`From KES ${min}`),
    maxPrice: _(msg`Up to KES ${max}`),
    bbox: _(msg`In the map's area`),
    deliversToMe: _(msg`Delivers to my address`),
    deliveryDay: _(msg`Delivers on ${day}`),
  }[filter]
  return (
    <>
      <span className="visually-hidden">{_(msg`Remove filter:`)} </span>
      {text} <span aria-hidden="true">×</span>
    </>
  )
}
