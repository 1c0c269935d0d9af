import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import * as v from 'valibot'
import { FieldErrors } from '../../../components/form/FieldHelp'
import { MAX_PHOTO_BYTES, MealInput, PHOTO_TYPES } from '../../../contracts/menu.schemas'
import { useFallbackLang } from '../../../i18n/english-fallback'
import { ALLERGENS, DIETARY_TAGS, type Service } from '../../../lib/catalogue-lists'
import { ALLERGEN_LABELS, CATEGORY_LABELS, DIETARY_LABELS, UNIT_LABELS } from '../../../lib/meal-labels'
import { SERVICE_DEFINITIONS } from '../../../lib/service-definitions'
import type { EditorMeal } from '../menu.types'

export type FieldCodes = Record<string, string[]>

/** Field errors keyed by the field's first path segment ("dietaryTags.0" is dietaryTags'). */
export const byField = (codes: Record<string, string[]>): FieldCodes => {
  const found: FieldCodes = {}
  for (const [key, list] of Object.entries(codes)) {
    const field = key.split('.')[0] ?? key
    found[field] = [...new Set([...(found[field] ?? []), ...list])]
  }
  return found
}

/** The form's values as the API takes them; the schema (the API's own) checks them here first. */
function readMeal(data: FormData) {
  const text = (name: string) => String(data.get(name) ?? '')
  const whole = (name: string) => (/^\s*\d+\s*$/.test(text(name)) ? Number(text(name)) : Number.NaN)
  return {
    name: text('name'),
    description: text('description'),
    priceKes: whole('priceKes'),
    category: text('category'),
    // A service with one unit sends none (the API takes its first); a chef's experience its length.
    ...(data.has('unit') ? { unit: text('unit') } : {}),
    durationMinutes: data.has('durationHours')
      ? Math.round(Number(text('durationHours')) * 60) || Number.NaN
      : null,
    dietaryTags: data.getAll('dietaryTags').map(String),
    allergens: data.getAll('allergens').map(String),
    ingredients: text('ingredients')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    dailyPortions: whole('dailyPortions'),
    available: data.get('available') === 'on',
  }
}

/** The photo's own checks before it is sent: there is one, it is small enough, an image type. */
function photoProblem(file: FormDataEntryValue | null): string | null {
  if (!(file instanceof File) || file.size === 0) return null
  if (file.size > MAX_PHOTO_BYTES) return 'menu.photoTooLarge'
  if (file.type && !PHOTO_TYPES.some((type) => type === file.type)) return 'menu.photoType'
  return null
}

function Field({
  label,
  errors,
  hint,
  children,
}: {
  label: ReactNode
  errors: string[]
  hint?: ReactNode
  children: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode
}) {
  const id = useId()
  const langOf = useFallbackLang()
  const describedBy = [hint ? `${id}-hint` : '', errors.length ? `${id}-errors` : '']
    .filter(Boolean)
    .join(' ')
  return (
    <div className="field">
      <label htmlFor={id} lang={langOf(label)}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint" lang={langOf(hint)}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(errors.length ? { 'aria-invalid': true as const } : {}),
      })}
      <FieldErrors id={id} errors={errors} />
    </div>
  )
}

function Choices({
  legend,
  name,
  options,
  chosen,
  errors,
}: {
  legend: ReactNode
  name: string
  options: { value: string; label: string }[]
  chosen: readonly string[]
  errors: string[]
}) {
  const id = useId()
  return (
    <fieldset
      className="field meal-form-choices"
      aria-describedby={errors.length ? `${id}-errors` : undefined}
    >
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="field-checkbox">
          <input
            type="checkbox"
            name={name}
            value={option.value}
            defaultChecked={chosen.includes(option.value)}
          />{' '}
          {option.label}
        </label>
      ))}
      <FieldErrors id={id} errors={errors} />
    </fieldset>
  )
}

/**
 * A meal's fields, to add one (with its photo) or change one. Every field has its label and its
 * errors under it; the API's own schema checks them before sending, the API again on receipt.
 */
export function MealForm({
  meal,
  service,
  submitLabel,
  onSubmit,
}: {
  meal?: EditorMeal
  /** The kitchen's service: its categories and units (src/lib/service-definitions.ts). */
  service: Service
  submitLabel: ReactNode
  /** Sends the meal (and the photo, when one was chosen); answers the field errors, if any. */
  onSubmit: (input: v.InferOutput<typeof MealInput>, photo: File | null) => Promise<FieldCodes | null>
}) {
  const { _ } = useLingui()
  const { categories, units, fulfilment, sold } = SERVICE_DEFINITIONS[service]
  const form = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<FieldCodes>({})
  const [busy, setBusy] = useState(false)
  const errorsOf = (name: string) => (errors[name] ?? []).map((id) => _(id))
  // After a refused submit, the keyboard lands on the first field in error.
  const [refusals, setRefusals] = useState(0)
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [refusals])

  const submit = async () => {
    if (!form.current) return
    const data = new FormData(form.current)
    const parsed = v.safeParse(MealInput, readMeal(data))
    const photo = data.get('photo')
    const photoError = photoProblem(photo)
    const found: FieldCodes = {}
    if (!parsed.success)
      for (const issue of parsed.issues) {
        const key = v.getDotPath(issue)?.split('.')[0] ?? '_'
        found[key] = [...new Set([...(found[key] ?? []), issue.message])]
      }
    if (photoError) found.photo = [photoError]
    if (!parsed.success || photoError) {
      setErrors(found)
      setRefusals((n) => n + 1)
      return
    }
    setBusy(true)
    try {
      const refused = await onSubmit(parsed.output, photo instanceof File && photo.size > 0 ? photo : null)
      setErrors(refused ?? {})
      if (refused) setRefusals((n) => n + 1)
      else if (!meal) form.current?.reset()
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      ref={form}
      noValidate
      className="meal-form"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <fieldset className="schema-form-fields" disabled={busy}>
        <Field label={<Trans>Name</Trans>} errors={errorsOf('name')}>
          {(props) => <input {...props} name="name" defaultValue={meal?.name} required maxLength={80} />}
        </Field>
        <Field label={<Trans>Description</Trans>} errors={errorsOf('description')}>
          {(props) => <textarea {...props} name="description" defaultValue={meal?.description} rows={3} />}
        </Field>
        {sold ? (
          <Field label={<Trans>Price (KSh, whole shillings)</Trans>} errors={errorsOf('priceKes')}>
            {(props) => (
              <input {...props} name="priceKes" inputMode="numeric" defaultValue={meal?.priceKes} required />
            )}
          </Field>
        ) : (
          // A recipe is read, not sold: its ingredients are what a shopper buys.
          <input type="hidden" name="priceKes" value="0" />
        )}
        <Field label={<Trans>Category</Trans>} errors={errorsOf('category')}>
          {(props) => (
            <select {...props} name="category" defaultValue={meal?.category ?? categories[0]}>
              {categories.map((category) => (
                <option key={category} value={category}>
                  {_(CATEGORY_LABELS[category])}
                </option>
              ))}
            </select>
          )}
        </Field>
        {units.length > 1 ? (
          <Field label={<Trans>Price is for</Trans>} errors={errorsOf('unit')}>
            {(props) => (
              <select {...props} name="unit" defaultValue={meal?.unit ?? units[0]}>
                {units.map((unit) => (
                  <option key={unit} value={unit}>
                    {_(UNIT_LABELS[unit])}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        {fulfilment === 'booking' ? (
          <Field label={<Trans>How long it lasts (hours)</Trans>} errors={errorsOf('durationMinutes')}>
            {(props) => (
              <input
                {...props}
                name="durationHours"
                inputMode="decimal"
                defaultValue={meal?.durationMinutes ? meal.durationMinutes / 60 : 3}
                required
              />
            )}
          </Field>
        ) : null}
        <Choices
          legend={<Trans>Dietary tags</Trans>}
          name="dietaryTags"
          options={DIETARY_TAGS.map((tag) => ({ value: tag, label: _(DIETARY_LABELS[tag]) }))}
          chosen={meal?.dietaryTags ?? []}
          errors={errorsOf('dietaryTags')}
        />
        <Choices
          legend={<Trans>Allergens it contains</Trans>}
          name="allergens"
          options={ALLERGENS.map((allergen) => ({ value: allergen, label: _(ALLERGEN_LABELS[allergen]) }))}
          chosen={meal?.allergens ?? []}
          errors={errorsOf('allergens')}
        />
        <Field
          label={<Trans>Ingredients</Trans>}
          hint={<Trans>One a line.</Trans>}
          errors={errorsOf('ingredients')}
        >
          {(props) => (
            <textarea {...props} name="ingredients" defaultValue={meal?.ingredients.join('\n')} rows={4} />
          )}
        </Field>
        <Field
          label={<Trans>Portions a day</Trans>}
          hint={<Trans>How many you usually cook; today's count can differ.</Trans>}
          errors={errorsOf('dailyPortions')}
        >
          {(props) => (
            <input
              {...props}
              name="dailyPortions"
              inputMode="numeric"
              defaultValue={meal?.dailyPortions ?? ''}
            />
          )}
        </Field>
        <div className="field field-checkbox">
          <label>
            <input type="checkbox" name="available" defaultChecked={meal?.available ?? true} />{' '}
            <Trans>On the menu (shoppers can see and order it)</Trans>
          </label>
        </div>
        <Field
          label={<Trans>Photo</Trans>}
          hint={<Trans>A JPEG, PNG or WebP of at most 5 MB.</Trans>}
          errors={errorsOf('photo')}
        >
          {(props) => <input {...props} name="photo" type="file" accept={PHOTO_TYPES.join(',')} />}
        </Field>
        {errors._ ? (
          <p role="alert" className="form-error">
            {errorsOf('_').join(' ')}
          </p>
        ) : null}
        <button type="submit" className="button">
          {submitLabel}
        </button>
      </fieldset>
    </form>
  )
}
