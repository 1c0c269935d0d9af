import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { Kes } from '../../../components/format/Kes'
import { FailureAlert } from '../../../components/notifications/FailureAlert'
import { unwrap } from '../../../lib/api-errors'
import { UNIT_LABELS } from '../../../lib/meal-labels'
import { findGroceryProducts, saveShoppingList } from '../menu.functions'
import { kitchenMenuQuery } from '../menu.queries'
import type { EditorMeal } from '../menu.types'

/** A line as the creator edits it: a product found by name has no price or unit until saved. */
type Line = {
  productId: number
  name: string
  storeName: string
  known?: Pick<EditorMeal['shoppingList'][number], 'priceKes' | 'unit'>
  quantity: string
  amount: string
}

const toDraft = (recipe: EditorMeal): Line[] =>
  recipe.shoppingList.map(({ productId, name, storeName, priceKes, unit, quantity, amount }) => ({
    productId,
    name,
    storeName,
    known: { priceKes, unit },
    quantity: String(quantity),
    amount,
  }))

/**
 * A recipe's shopping list as its creator edits it (decision record 0102): grocery products found
 * by name, how many of each go into a shopper's grocery cart, and the recipe's own measure. Saved
 * all at once; the API checks every line and its refusal is shown here.
 */
export function ShoppingListEditor({ recipe, onDone }: { recipe: EditorMeal; onDone: () => void }) {
  const { t } = useLingui()
  const { _ } = useLinguiRuntime()
  const queryClient = useQueryClient()
  const findId = useId()
  const [lines, setLines] = useState(() => toDraft(recipe))
  const [keyword, setKeyword] = useState('')
  const find = useMutation({
    mutationFn: async (asked: string) => unwrap(await findGroceryProducts({ data: { keyword: asked } })),
  })
  const save = useMutation({
    mutationFn: async (draft: Line[]) =>
      unwrap(
        await saveShoppingList({
          data: {
            id: recipe.id,
            list: {
              lines: draft.map((line) => ({
                productId: line.productId,
                quantity: Number(line.quantity),
                amount: line.amount,
              })),
            },
          },
        }),
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: kitchenMenuQuery.queryKey })
      onDone()
    },
  })
  const change = (at: number, patch: Partial<Line>) =>
    setLines((all) => all.map((line, i) => (i === at ? { ...line, ...patch } : line)))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!save.isPending) save.mutate(lines)
  }
  const search = () => {
    if (keyword.trim().length >= 2) find.mutate(keyword.trim())
  }
  const recipeName = recipe.name
  const found = (find.data?.suggestions ?? []).filter((s) => s.kind === 'meal')
  return (
    <form
      className="schema-form shopping-list-editor"
      aria-label={t`Shopping list of ${recipeName}`}
      onSubmit={submit}
    >
      <p className="field-hint">
        <Trans>What “Add the ingredients” puts in a shopper's grocery cart.</Trans>
      </p>
      {lines.length === 0 ? (
        <p>
          <Trans>No products yet: find the first below.</Trans>
        </p>
      ) : null}
      {lines.map((line, at) => {
        const productName = line.name
        return (
          <fieldset key={line.productId} className="option-group">
            <legend>
              {/* The store's own words, isolated: on an Arabic page the line keeps its order. */}
              <bdi>{line.name}</bdi> · <bdi>{line.storeName}</bdi>
              {line.known ? (
                <>
                  {' · '}
                  <Kes amount={line.known.priceKes} /> · {_(UNIT_LABELS[line.known.unit])}
                </>
              ) : null}
            </legend>
            <div className="option-choice-row">
              <label className="field">
                <span>
                  <Trans>How many into the cart</Trans>
                </span>
                <input
                  type="number"
                  min={1}
                  max={50}
                  required
                  value={line.quantity}
                  onChange={(e) => change(at, { quantity: e.target.value })}
                />
              </label>
              <label className="field">
                <span>
                  <Trans>In the recipe (e.g. 2 cups)</Trans>
                </span>
                <input
                  dir="auto"
                  value={line.amount}
                  maxLength={60}
                  required
                  onChange={(e) => change(at, { amount: e.target.value })}
                />
              </label>
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() => setLines((all) => all.filter((_, i) => i !== at))}
              >
                <Trans>Remove {productName}</Trans>
              </button>
            </div>
          </fieldset>
        )
      })}
      <div className="field">
        <label htmlFor={findId}>
          <Trans>Find a grocery product</Trans>
        </label>
        <div className="option-choice-row">
          <input
            id={findId}
            type="search"
            value={keyword}
            minLength={2}
            onChange={(e) => setKeyword(e.target.value)}
            onKeyDown={(e) => {
              // Enter looks the product up; it does not save the list half made.
              if (e.key === 'Enter') {
                e.preventDefault()
                search()
              }
            }}
          />
          <button
            type="button"
            className="button button-secondary button-small"
            disabled={find.isPending}
            onClick={search}
          >
            <Trans>Find</Trans>
          </button>
        </div>
      </div>
      {find.isSuccess && found.length === 0 ? (
        <p role="status">
          <Trans>No grocery product has this name.</Trans>
        </p>
      ) : null}
      {found.length > 0 ? (
        <ul className="shopping-list-found" aria-label={t`Products found`}>
          {found.map((product) => {
            const productName = product.name
            const storeName = product.detail
            const listed = lines.some((line) => line.productId === product.id)
            return (
              <li key={product.id}>
                <button
                  type="button"
                  className="button button-secondary button-small"
                  disabled={listed}
                  onClick={() =>
                    setLines((all) => [
                      ...all,
                      { productId: product.id, name: productName, storeName, quantity: '1', amount: '' },
                    ])
                  }
                >
                  <Trans>
                    Add {productName} from {storeName}
                  </Trans>
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
      <FailureAlert error={find.error} />
      <p>
        <button type="submit" className="button" disabled={save.isPending}>
          <Trans>Save the shopping list</Trans>
        </button>
      </p>
      <FailureAlert error={save.error} />
    </form>
  )
}
