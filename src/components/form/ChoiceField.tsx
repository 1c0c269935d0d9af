import { type ReactNode, useId } from 'react'
import { useFallbackLang } from '../../i18n/english-fallback'
import { describedByOf, FieldErrors, FieldHint } from './FieldHelp'

type ChoiceFieldProps = {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  /** Value and translated label of each choice, in the order shown. */
  options: { value: string; label: string }[]
  /** Already translated; shown as a list under the choices. */
  errors: string[]
  /** SPEC §5: a field shows valid only once edited and without errors. */
  edited: boolean
  required?: boolean
  hint?: ReactNode
}

/**
 * One choice from a short closed list, all choices in view: native radios in a fieldset whose
 * legend names the group. The browser gives the keyboard behaviour (one Tab stop, arrows move
 * the choice); hint and errors are tied to the group as TextField ties them to its input.
 */
export function ChoiceField({
  label,
  name,
  value,
  onChange,
  options,
  errors,
  edited,
  required,
  hint,
}: ChoiceFieldProps) {
  const id = useId()
  const langOf = useFallbackLang()
  const invalid = errors.length > 0
  const describedBy = describedByOf(id, hint, errors)
  return (
    <fieldset
      className="field field-choice"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      data-valid={edited && !invalid ? 'true' : undefined}
    >
      <legend lang={langOf(label)}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <FieldHint id={id} hint={hint} />
      {options.map((option) => (
        <label key={option.value} className="choice">
          <input
            type="radio"
            name={name}
            value={option.value}
            required={required}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {langOf(option.label) ? <span lang="en">{option.label}</span> : option.label}
        </label>
      ))}
      <FieldErrors id={id} errors={errors} />
    </fieldset>
  )
}
