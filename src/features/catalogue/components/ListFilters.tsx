import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useRef } from 'react'
import { useModalDetails } from '../../../components/useModalDetails'
import { type CatalogueFilters, deliveryDayChoices, SORTS, type Sort } from '../../../lib/catalogue-filters'
import { ALLERGENS, CUISINES, DIETARY_TAGS, type DietaryTag } from '../../../lib/catalogue-lists'
import { ALLERGEN_LABELS, CUISINE_LABELS, DIETARY_LABELS } from '../../../lib/meal-labels'
import { formatKes } from '../../../lib/money'
import { formatSlotDay } from '../../../lib/slot-format'
import { ResultCount } from './ResultCount'

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

/** The dietary marks offered as one-tap chips beside the applied filters. */
const QUICK_DIETARY = ['vegetarian', 'vegan', 'halal'] as const satisfies readonly DietaryTag[]

type Props = {
  filters: Partial<CatalogueFilters>
  /** How many match, for the count; search says its own (kitchens and meals). */
  total?: number | undefined
  /** The count stopped before the list's end (`totalCapped`): "More than 100 meals". */
  totalCapped?: boolean | undefined
  what: 'kitchens' | 'meals' | 'search'
  /** The list's own typed link with other filters (a chip's "remove", "clear filters"). */
  link: (filters: Partial<CatalogueFilters>, label: ReactNode) => ReactNode
  /** The map view (kitchens, search), kept by the form. */
  view?: 'map' | undefined
  /** The search's words, kept by the form. */
  q?: string | undefined
  /** "Delivers to my address" or "nearest first" was asked for, but no place is known: not applied. */
  noDeliveryPlace?: boolean | undefined
  /** One more chip at the row's end (the link to the map view). */
  extra?: ReactNode
  /** The one-tap filters; search leaves them out to keep its results on the first screen. */
  quick?: boolean
}

/**
 * The filters and sort of the lists (SPEC §1), under the list's title so the results come first
 * on a phone: one row of chips (the applied filters, each taking itself off, and one-tap filters),
 * led by "Filters (n)", which opens the whole form as a bottom sheet. The form is a plain GET
 * form in a `<details>`, so every view is a link and it works before (or without) the page's
 * script; the script only makes the sheet modal (`useModalDetails`).
 */
export function ListFilters({
  filters,
  total,
  totalCapped,
  what,
  link,
  view,
  q,
  noDeliveryPlace,
  extra,
  quick = true,
}: Props) {
  const { _ } = useLingui()
  const sheet = useRef<HTMLDetailsElement>(null)
  useModalDetails(sheet)
  const applied = NARROWING_FILTERS.filter((key) => filters[key] !== undefined)
  const without = (key: keyof CatalogueFilters) => ({ ...filters, [key]: undefined })
  const count = applied.length
  const quickDietary = QUICK_DIETARY.filter((tag) => !filters.dietary?.includes(tag))
  return (
    <section className="list-filters" aria-labelledby="filters-title">
      <h2 id="filters-title" className="visually-hidden">
        <Trans>Filters and sort</Trans>
      </h2>
      <div className="chip-row">
        <details className="filter-sheet" ref={sheet}>
          <summary className="chip chip-filters">
            {count > 0 ? <Trans>Filters ({count})</Trans> : <Trans>Filters</Trans>}
          </summary>
          {/* Without the script the backdrop only dims; with it, a tap on it closes the sheet. */}
          <div className="sheet-backdrop" data-sheet-close="" aria-hidden="true" />
          <div className="sheet-panel" role="dialog" aria-labelledby="filter-sheet-title">
            <div className="sheet-head">
              <h3 id="filter-sheet-title" tabIndex={-1} data-sheet-focus="">
                <Trans>Filters and sort</Trans>
              </h3>
              <span className="sheet-close" data-sheet-close="">
                {link(
                  filters,
                  <>
                    <span className="visually-hidden">{_(msg`Close`)}</span>
                    <span aria-hidden="true">×</span>
                  </>,
                )}
              </span>
            </div>
            {/* Drawn again for other filters (a chip, "near me"): its fields show only their first value. */}
            <FilterForm key={JSON.stringify(filters)} filters={filters} what={what} view={view} q={q} />
          </div>
        </details>
        {count > 0 ? (
          <ul className="chips chips-applied" aria-label={_(msg`Filters applied`)}>
            {applied.map((key) => (
              <li key={key}>{link(without(key), <ChipText filter={key} filters={filters} />)}</li>
            ))}
          </ul>
        ) : null}
        {quick ? (
          <ul className="chips" aria-label={_(msg`Quick filters`)}>
            {filters.openNow ? null : (
              <li>{link({ ...filters, openNow: true }, <AddChip label={_(msg`Open now`)} />)}</li>
            )}
            {quickDietary.map((tag) => (
              <li key={tag}>
                {link(
                  { ...filters, dietary: [...(filters.dietary ?? []), tag] },
                  <AddChip label={_(DIETARY_LABELS[tag])} />,
                )}
              </li>
            ))}
          </ul>
        ) : null}
        {extra}
      </div>
      {total !== undefined || count > 0 ? (
        <p className="filter-summary" role={total === undefined ? undefined : 'status'}>
          {total === undefined ? null : (
            <ResultCount
              total={total}
              capped={totalCapped}
              what={what === 'kitchens' ? 'kitchens' : 'meals'}
            />
          )}
          {count > 0 ? (
            <>
              {total === undefined ? null : ' · '}
              {link({ sort: filters.sort }, <Trans>Clear filters</Trans>)}
            </>
          ) : null}
        </p>
      ) : null}
      {noDeliveryPlace ? (
        <p className="filter-notice">
          <Trans>
            “Nearest first” and “Delivers to my address” need to know where you are: sign in and{' '}
            <Link to="/account/addresses">add a delivery address</Link>. Until then the list is neither sorted
            nor narrowed by them.
          </Trans>
        </p>
      ) : null}
    </section>
  )
}

/** A one-tap filter not applied yet: a link to the list with it. */
function AddChip({ label }: { label: string }) {
  const { _ } = useLingui()
  return (
    <>
      <span className="visually-hidden">{_(msg`Add filter:`)} </span>
      {label}
    </>
  )
}

/** The whole form, in the sheet: a GET form that loads the filtered list as any link does. */
function FilterForm({ filters, what, view, q }: Pick<Props, 'filters' | 'what' | 'view' | 'q'>) {
  const { _, i18n } = useLingui()
  return (
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
        <Trans>Price from (KSh)</Trans>
        <input type="number" name="minPrice" min={0} step={10} defaultValue={filters.minPrice} />
      </label>
      <label>
        <Trans>Price up to (KSh)</Trans>
        <input type="number" name="maxPrice" min={0} step={10} defaultValue={filters.maxPrice} />
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
      <div className="sheet-foot">
        <button type="submit" className="button">
          <Trans>Show results</Trans>
        </button>
      </div>
    </form>
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
  const minPrice = formatKes(filters.minPrice ?? 0, i18n.locale)
  const maxPrice = formatKes(filters.maxPrice ?? 0, i18n.locale)
  const avoided = (filters.avoid ?? []).map((a) => _(ALLERGEN_LABELS[a])).join(', ')
  const text = {
    cuisine: filters.cuisine ? _(CUISINE_LABELS[filters.cuisine]) : '',
    dietary: (filters.dietary ?? []).map((t) => _(DIETARY_LABELS[t])).join(', '),
    avoid: _(msg`Without: ${avoided}`),
    openNow: _(msg`Open now`),
    verified: _(msg`Verified kitchens only`),
    minRating: _(msg`${rating} ★ and up`),
    minPrice: _(msg`From ${minPrice}`),
    maxPrice: _(msg`Up to ${maxPrice}`),
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
