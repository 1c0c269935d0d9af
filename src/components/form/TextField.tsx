import { type ReactNode, useId } from 'react'

type TextFieldProps = {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  /** Already translated; shown as a list under the field. */
  errors: string[]
  /** SPEC §5: a field shows valid only once edited and without errors. */
  edited: boolean
  type?: 'text' | 'email' | 'tel'
  multiline?: boolean
  required?: boolean
  autoComplete?: string
  hint?: ReactNode
}

/** A labelled input with its hint and error list, wired for screen readers. */
export function TextField({
  label,
  name,
  value,
  onChange,
  onBlur,
  errors,
  edited,
  type = 'text',
  multiline,
  required,
  autoComplete,
  hint,
}: TextFieldProps) {
  const id = useId()
  const invalid = errors.length > 0
  const describedBy =
    [hint ? `${id}-hint` : '', invalid ? `${id}-errors` : ''].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    name,
    value,
    required,
    autoComplete,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    'data-valid': edited && !invalid ? 'true' : undefined,
    onBlur,
  }
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...common} rows={6} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
      {invalid ? (
        <ul id={`${id}-errors`} className="field-errors">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
