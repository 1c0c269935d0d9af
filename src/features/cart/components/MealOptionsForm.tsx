import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Kes } from '../../../components/format/Kes'
import { unwrap } from '../../../lib/api-errors'
import { MAX_LINE_NOTE } from '../../../lib/meal-options'
import { showCart } from '../cart.queries'
import { addCartLine } from '../cart-line.functions'

type Group = {
  id: number
  name: string
  required: boolean
  maxChoices: number
  choices: { id: number; name: string; priceDeltaKes: number }[]
}

/** The choices a form holds now: every checked radio (`choice-<group>`) or checkbox (`choice`). */
const checkedIds = (form: HTMLFormElement) =>
  [...new FormData(form).entries()]
    .filter(([name]) => name.startsWith('choice'))
    .map(([, value]) => Number(value))
    .filter((id) => id > 0)

/**
 * The meal page's "add with choices" (decision record 0041): one fieldset per option group,
 * radio buttons for one choice, checkboxes for several, each with its price difference, and a
 * note for the kitchen. Loaded lazily (the meal page's critical-path script is near its budget);
 * the server renders it, so the choices are readable before its code arrives. The price shown
 * is a preview: the server prices the line when it is added and again at checkout.
 */
export function MealOptionsForm({
  meal,
}: {
  meal: { id: number; name: string; priceKes: number; portionsLeft: number; options: Group[] }
}) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [deltaKes, setDeltaKes] = useState(() =>
    meal.options.reduce(
      (n, g) => n + (g.required && g.maxChoices === 1 ? (g.choices[0]?.priceDeltaKes ?? 0) : 0),
      0,
    ),
  )
  const [added, setAdded] = useState(false)
  const add = useMutation({
    mutationFn: async (line: { choiceIds: number[]; note: string }) =>
      unwrap(await addCartLine({ data: { itemId: meal.id, ...line } })),
    // A refusal (a required choice missing, too many) is shown by RequestFailureAlerts.
    onSuccess: (cart) => {
      showCart(queryClient, cart)
      setAdded(true)
    },
  })
  const deltaOf = (ids: number[]) =>
    meal.options.flatMap((g) => g.choices).reduce((n, c) => n + (ids.includes(c.id) ? c.priceDeltaKes : 0), 0)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (add.isPending) return
    const form = event.currentTarget
    const note = String(new FormData(form).get('note') ?? '')
    add.mutate({ choiceIds: checkedIds(form), note })
  }
  // Choices made before this code arrived (the form is server-rendered and hydrates late) are
  // in the DOM, not in the state: the price follows them once hydrated.
  const formRef = useRef<HTMLFormElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useEffect(() => {
    if (formRef.current) setDeltaKes(deltaOf(checkedIds(formRef.current)))
  }, [])
  const price = <Kes amount={Math.max(0, meal.priceKes + deltaKes)} />
  const soldOut = meal.portionsLeft === 0
  return (
    <form
      ref={formRef}
      className="meal-options"
      aria-label={t`Choose your ${meal.name}`}
      onSubmit={submit}
      onChange={(event) => {
        setAdded(false)
        setDeltaKes(deltaOf(checkedIds(event.currentTarget)))
      }}
    >
      {meal.options.map((group) => {
        const single = group.maxChoices === 1
        return (
          <fieldset key={group.id} className="option-group">
            <legend>
              {group.name}{' '}
              <span className="card-meta">
                {group.required ? (
                  <Trans>(required)</Trans>
                ) : single ? (
                  <Trans>(optional)</Trans>
                ) : (
                  <Trans>(up to {group.maxChoices})</Trans>
                )}
              </span>
            </legend>
            {single && !group.required ? (
              <label className="option-choice">
                <input type="radio" name={`choice-${group.id}`} value="" defaultChecked />
                <Trans>None</Trans>
              </label>
            ) : null}
            {group.choices.map((choice, index) => {
              const delta = <Kes amount={Math.abs(choice.priceDeltaKes)} />
              return (
                <label key={choice.id} className="option-choice">
                  <input
                    type={single ? 'radio' : 'checkbox'}
                    // Radios of one group share a name per group; the form reads every `choice`.
                    name={single ? `choice-${group.id}` : 'choice'}
                    value={choice.id}
                    defaultChecked={single && group.required && index === 0}
                    required={single && group.required}
                  />
                  {choice.name}
                  {choice.priceDeltaKes > 0 ? <span className="option-delta"> +{delta}</span> : null}
                  {choice.priceDeltaKes < 0 ? <span className="option-delta"> −{delta}</span> : null}
                </label>
              )
            })}
          </fieldset>
        )
      })}
      <label className="field">
        <span>
          <Trans>Note for the kitchen (optional)</Trans>
        </span>
        <textarea name="note" rows={2} maxLength={MAX_LINE_NOTE} placeholder={t`e.g. no onions`} />
      </label>
      <p className="meal-options-total">
        <Trans>Price per portion: {price}</Trans>
      </p>
      <button type="submit" className="button" disabled={soldOut} aria-disabled={add.isPending || undefined}>
        <Trans>Add to cart</Trans>
      </button>
      {added ? (
        <p role="status">
          <Trans>Added to your cart.</Trans>{' '}
          <Link to="/cart/food">
            <Trans>Go to your cart</Trans>
          </Link>
        </p>
      ) : null}
    </form>
  )
}
