import { type ReactNode, useId } from 'react'
import { useFallbackLang } from '../../i18n/english-fallback'
import { describedByOf, FieldErrors, FieldHint } from './FieldHelp'

type TextFieldProps = {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  /** Already translated; shown as a list under the field. */
  errors: string[]
  /** SPEC §5: a field shows valid only once edited and without errors. */
  edited: boolean
  type?: 'text' | 'email' | 'tel' | 'password' | 'date' | 'time' | 'checkbox'
  /** A choice from a closed list instead of free text: value and translated label. */
  options?: { value: string; label: string }[]
  /** Values to offer while the field stays free text (a <datalist>): numbers used before. */
  suggestions?: string[]
  inputMode?: 'numeric' | 'decimal' | 'text'
  multiline?: boolean
  required?: boolean
  autoComplete?: string
  hint?: ReactNode
  /**
   * The language of what is typed when it is not the page's (a kitchen writing its words in
   * another): the field is marked with it, and takes the direction of its text.
   */
  textLang?: string
}

/** A labelled input with its hint and error list, wired for screen readers. */
export function TextField({
  label,
  name,
  value,
  onChange,
  errors,
  edited,
  type = 'text',
  multiline,
  required,
  autoComplete,
  hint,
  options,
  suggestions,
  inputMode,
  textLang,
}: TextFieldProps) {
  const id = useId()
  const langOf = useFallbackLang()
  const invalid = errors.length > 0
  const describedBy = describedByOf(id, hint, errors)
  const common = {
    id,
    name,
    value,
    required,
    autoComplete,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    'data-valid': edited && !invalid ? 'true' : undefined,
    ...(textLang ? { lang: textLang, dir: 'auto' } : {}),
  }
  if (type === 'checkbox') {
    // A yes/no field: the value is 'true' or ''.
    return (
      <div className="field field-checkbox">
        <input
          {...common}
          value="true"
          type="checkbox"
          checked={value === 'true'}
          onChange={(e) => onChange(e.target.checked ? 'true' : '')}
        />
        <label htmlFor={id} lang={langOf(label)}>
          {label}
        </label>
      </div>
    )
  }
  return (
    <div className="field">
      <label htmlFor={id} lang={langOf(label)}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <FieldHint id={id} hint={hint} />
      {options ? (
        <select {...common} onChange={(e) => onChange(e.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={langOf(option.label)}>
              {option.label}
            </option>
          ))}
        </select>
      ) : multiline ? (
        <textarea {...common} rows={6} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <>
          <input
            {...common}
            type={type}
            inputMode={inputMode}
            list={suggestions?.length ? `${id}-suggestions` : undefined}
            onChange={(e) => onChange(e.target.value)}
          />
          {suggestions?.length ? (
            <datalist id={`${id}-suggestions`}>
              {suggestions.map((value) => (
                <option key={value} value={value} />
              ))}
            </datalist>
          ) : null}
        </>
      )}
      <FieldErrors id={id} errors={errors} />
    </div>
  )
}
