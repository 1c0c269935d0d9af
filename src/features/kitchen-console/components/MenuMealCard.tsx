import { useLingui } from '@lingui/react'
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Kes } from '../../../components/format/Kes'
import { FailureAlert } from '../../../components/notifications/FailureAlert'
import { unwrap } from '../../../lib/api-errors'
import type { Service } from '../../../lib/catalogue-lists'
import type { ContentLanguage } from '../../../lib/content-languages'
import { CATEGORY_LABELS } from '../../../lib/meal-labels'
import { markSoldOut, removeMeal, setTodaysPortions } from '../menu.functions'
import { kitchenMenuQuery } from '../menu.queries'
import type { EditorMeal } from '../menu.types'
import { MealForm } from './MealForm'
import { MealOptionsEditor } from './MealOptionsEditor'
import { MealWordsEditor } from './MealWordsEditor'
import { ShoppingListEditor } from './ShoppingListEditor'
import { useSaveMeal } from './use-save-meal'

/** One meal in the editor: today's portions, sold out now, change, remove. */
export function MenuMealCard({
  meal,
  service,
  language,
}: {
  meal: EditorMeal
  service: Service
  /** The language the kitchen writes in: its descriptions in others are translations. */
  language: ContentLanguage
}) {
  const { _ } = useLingui()
  const { t } = useLinguiMacro()
  const queryClient = useQueryClient()
  const titleId = useId()
  const portionsId = useId()
  const [editing, setEditing] = useState(false)
  const [editingOptions, setEditingOptions] = useState(false)
  const [editingList, setEditingList] = useState(false)
  const [portions, setPortions] = useState(String(meal.today.portions))
  const refresh = () => queryClient.invalidateQueries({ queryKey: kitchenMenuQuery.queryKey })
  const today = useMutation({
    mutationFn: async (count: number | 'sold-out') =>
      unwrap(
        count === 'sold-out'
          ? await markSoldOut({ data: { id: meal.id } })
          : await setTodaysPortions({ data: { id: meal.id, portions: { portions: count } } }),
      ),
    onSuccess: (result) => setPortions(String(result.portions)),
    onSettled: refresh,
  })
  const remove = useMutation({
    mutationFn: async () => unwrap(await removeMeal({ data: { id: meal.id } })),
    onSettled: refresh,
  })
  const save = useSaveMeal(meal.id, () => setEditing(false))
  const { left, sold } = meal.today
  const name = meal.name
  const validCount = /^\d{1,4}$/.test(portions.trim())
  return (
    <article className="card menu-meal" aria-labelledby={titleId}>
      <img
        className="card-image"
        src={meal.image}
        srcSet={meal.imageSrcset ?? undefined}
        sizes="(min-width: 40rem) 20rem, 100vw"
        alt=""
        width={400}
        height={300}
        loading="lazy"
        decoding="async"
      />
      <div className="card-body">
        <h3 id={titleId} className="card-title">
          {name}
        </h3>
        <p className="card-meta">
          <Kes amount={meal.priceKes} /> · {_(CATEGORY_LABELS[meal.category])}
          {meal.available ? null : (
            <>
              {' · '}
              <strong>
                <Trans>Hidden from shoppers</Trans>
              </strong>
            </>
          )}
        </p>
        <p role="status">
          {left === 0 ? (
            <strong>
              <Trans>Sold out today</Trans>
            </strong>
          ) : (
            <Trans>
              Today: {left} left, {sold} sold
            </Trans>
          )}
        </p>
        <form
          className="menu-portions"
          onSubmit={(event) => {
            event.preventDefault()
            if (validCount) today.mutate(Number(portions))
          }}
        >
          <label htmlFor={portionsId}>
            <Trans>Portions today</Trans>
          </label>
          <input
            id={portionsId}
            name="portions"
            inputMode="numeric"
            value={portions}
            aria-invalid={validCount ? undefined : true}
            onChange={(event) => setPortions(event.target.value)}
          />
          <button type="submit" className="button button-secondary" disabled={today.isPending || !validCount}>
            <Trans>Set</Trans>
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled={today.isPending || left === 0}
            onClick={() => today.mutate('sold-out')}
          >
            <Trans>Sold out now</Trans>
          </button>
        </form>
        <FailureAlert error={today.error} />
        <p className="menu-meal-actions">
          <button
            type="button"
            className="button button-secondary"
            aria-expanded={editing}
            onClick={() => setEditing((open) => !open)}
          >
            {editing ? <Trans>Close</Trans> : <Trans>Change {name}</Trans>}
          </button>{' '}
          <button
            type="button"
            className="button button-secondary"
            disabled={remove.isPending}
            onClick={() => {
              if (window.confirm(t`Remove ${name} from your menu?`)) remove.mutate()
            }}
          >
            <Trans>Remove {name}</Trans>
          </button>{' '}
          <button
            type="button"
            className="button button-secondary"
            aria-expanded={editingOptions}
            onClick={() => setEditingOptions((open) => !open)}
          >
            {editingOptions ? <Trans>Close options</Trans> : <Trans>Options of {name}</Trans>}
          </button>
          {meal.unit === 'recipe' ? (
            <>
              {' '}
              <button
                type="button"
                className="button button-secondary"
                aria-expanded={editingList}
                onClick={() => setEditingList((open) => !open)}
              >
                {editingList ? (
                  <Trans>Close the shopping list</Trans>
                ) : (
                  <Trans>Shopping list of {name}</Trans>
                )}
              </button>
            </>
          ) : null}
        </p>
        {meal.shoppingList.length > 0 ? (
          <p className="card-meta">
            {meal.shoppingList.map((line) => `${line.name}: ${line.amount}`).join(' · ')}
          </p>
        ) : null}
        {editingList ? <ShoppingListEditor recipe={meal} onDone={() => setEditingList(false)} /> : null}
        {meal.options.length > 0 ? (
          <p className="card-meta">
            {meal.options.map((g) => `${g.name}: ${g.choices.map((c) => c.name).join(', ')}`).join(' · ')}
          </p>
        ) : null}
        {editingOptions ? <MealOptionsEditor meal={meal} onDone={() => setEditingOptions(false)} /> : null}
        <FailureAlert error={remove.error} />
        {editing ? (
          <>
            <MealForm
              meal={meal}
              service={service}
              submitLabel={<Trans>Save changes</Trans>}
              onSubmit={save}
            />
            <MealWordsEditor meal={meal} kitchenLanguage={language} />
          </>
        ) : null}
      </div>
    </article>
  )
}
