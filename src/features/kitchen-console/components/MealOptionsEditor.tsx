import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { FailureAlert } from '../../../components/notifications/FailureAlert'
import { unwrap } from '../../../lib/api-errors'
import { saveMealOptions } from '../menu.functions'
import { kitchenMenuQuery } from '../menu.queries'
import type { EditorMeal } from '../menu.types'

type Choice = { id?: number; name: string; priceDeltaKes: string }
type Group = { id?: number; name: string; required: boolean; maxChoices: string; choices: Choice[] }

const toDraft = (meal: EditorMeal): Group[] =>
  meal.options.map((g) => ({
    id: g.id,
    name: g.name,
    required: g.required,
    maxChoices: String(g.maxChoices),
    choices: g.choices.map((c) => ({ id: c.id, name: c.name, priceDeltaKes: String(c.priceDeltaKes) })),
  }))

const emptyChoice = (): Choice => ({ name: '', priceDeltaKes: '0' })

/**
 * A meal's options as its cook edits them (decision record 0041): groups ("Portion", "Spice
 * level") with their choices and price differences in shillings (negative for a smaller
 * portion). Saved all at once; the API checks every rule and its refusal is shown here.
 */
export function MealOptionsEditor({ meal, onDone }: { meal: EditorMeal; onDone: () => void }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [groups, setGroups] = useState(() => toDraft(meal))
  const save = useMutation({
    mutationFn: async (draft: Group[]) =>
      unwrap(
        await saveMealOptions({
          data: {
            id: meal.id,
            options: {
              groups: draft.map((g) => ({
                ...(g.id ? { id: g.id } : {}),
                name: g.name,
                required: g.required,
                maxChoices: Number(g.maxChoices),
                choices: g.choices.map((c) => ({
                  ...(c.id ? { id: c.id } : {}),
                  name: c.name,
                  priceDeltaKes: Number(c.priceDeltaKes.replace('+', '')),
                })),
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
  const change = (g: number, patch: Partial<Group>) =>
    setGroups((all) => all.map((group, i) => (i === g ? { ...group, ...patch } : group)))
  const changeChoice = (g: number, c: number, patch: Partial<Choice>) =>
    setGroups((all) =>
      all.map((group, i) =>
        i === g
          ? {
              ...group,
              choices: group.choices.map((choice, j) => (j === c ? { ...choice, ...patch } : choice)),
            }
          : group,
      ),
    )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!save.isPending) save.mutate(groups)
  }
  const mealName = meal.name
  return (
    <form
      className="schema-form meal-options-editor"
      aria-label={t`Options of ${mealName}`}
      onSubmit={submit}
    >
      {groups.length === 0 ? (
        <p>
          <Trans>No options yet: shoppers add the meal as it is.</Trans>
        </p>
      ) : null}
      {groups.map((group, g) => {
        const number = g + 1
        return (
          // Groups have no stable key before they are saved: their place is their identity here.
          // biome-ignore lint/suspicious/noArrayIndexKey: drafts are edited in place, never reordered
          <fieldset key={g} className="option-group">
            <legend>
              <Trans>Option {number}</Trans>
            </legend>
            <label className="field">
              <span>
                <Trans>Option name (e.g. Portion, Spice level)</Trans>
              </span>
              <input
                value={group.name}
                maxLength={40}
                required
                onChange={(e) => change(g, { name: e.target.value })}
              />
            </label>
            <label className="option-choice">
              <input
                type="checkbox"
                checked={group.required}
                onChange={(e) => change(g, { required: e.target.checked })}
              />
              <Trans>Shoppers must choose</Trans>
            </label>
            <label className="field">
              <span>
                <Trans>How many may be chosen</Trans>
              </span>
              <input
                type="number"
                min={1}
                max={group.choices.length}
                value={group.maxChoices}
                onChange={(e) => change(g, { maxChoices: e.target.value })}
              />
            </label>
            {group.choices.map((choice, c) => {
              const choiceNumber = c + 1
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: drafts are edited in place, never reordered
                <div key={c} className="option-choice-row">
                  <label className="field">
                    <span>
                      <Trans>Choice {choiceNumber}</Trans>
                    </span>
                    <input
                      value={choice.name}
                      maxLength={40}
                      required
                      onChange={(e) => changeChoice(g, c, { name: e.target.value })}
                    />
                  </label>
                  <label className="field">
                    <span>
                      <Trans>Price difference (KSh, e.g. 100 or -50)</Trans>
                    </span>
                    <input
                      inputMode="numeric"
                      pattern="[+\-−]?\d{1,6}"
                      value={choice.priceDeltaKes}
                      onChange={(e) =>
                        changeChoice(g, c, { priceDeltaKes: e.target.value.replace('−', '-') })
                      }
                    />
                  </label>
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    disabled={group.choices.length === 1}
                    onClick={() => change(g, { choices: group.choices.filter((_, j) => j !== c) })}
                  >
                    <Trans>Remove choice {choiceNumber}</Trans>
                  </button>
                </div>
              )
            })}
            <p>
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() => change(g, { choices: [...group.choices, emptyChoice()] })}
              >
                <Trans>Add a choice to option {number}</Trans>
              </button>{' '}
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() => setGroups((all) => all.filter((_, i) => i !== g))}
              >
                <Trans>Remove option {number}</Trans>
              </button>
            </p>
          </fieldset>
        )
      })}
      <p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() =>
            setGroups((all) => [
              ...all,
              { name: '', required: false, maxChoices: '1', choices: [emptyChoice()] },
            ])
          }
        >
          <Trans>Add an option</Trans>
        </button>{' '}
        <button type="submit" className="button" disabled={save.isPending}>
          <Trans>Save options</Trans>
        </button>
      </p>
      <FailureAlert error={save.error} />
    </form>
  )
}
