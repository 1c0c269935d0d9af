import { Trans } from '@lingui/react/macro'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import * as v from 'valibot'
import { useMessageText } from '../../i18n/use-message-text'
import type { ApiErrors, ApiResult } from '../../lib/api-errors'
import { ChoiceField } from './ChoiceField'
import {
  attemptSubmit,
  changeField,
  type FieldErrors,
  initialFormState,
  shownErrors,
  withDefaults,
} from './form-state'
import { TextField } from './TextField'

/** What SchemaForm itself supplies to a field: the rest of its props come from the spec. */
type Supplied = 'label' | 'name' | 'value' | 'onChange' | 'errors' | 'edited' | 'required'

export type FieldSpec<Name extends string> = {
  name: Name
  label: string
  /** The API's name for this field when it differs ("credential.secret" for "password"). */
  apiName?: string
  required?: boolean
} & (
  | Omit<Parameters<typeof TextField>[0], Supplied>
  /** One of a few choices, all in view (radios); a long list is a TextField with options (a select). */
  | ({ type: 'choice' } & Omit<Parameters<typeof ChoiceField>[0], Supplied>)
)

type Props<Name extends string, Result> = {
  /** Checks the values as the user types: the very schema the API applies (errors carry message ids). */
  schema: v.GenericSchema
  /** The form's text values as the schema's input, when they differ (numbers, lists). */
  toInput?: (values: Record<Name, string>) => unknown
  fields: FieldSpec<Name>[]
  defaults: Record<Name, string>
  submitLabel: ReactNode
  busyLabel: ReactNode
  onSubmit: (values: Record<Name, string>) => Promise<ApiResult<Result>>
  /** May answer a promise: the form stays busy until it settles (the checkout opens the order page). */
  onSuccess: (data: Result, values: Record<Name, string>) => void | Promise<void>
  /**
   * Told the status of a refusal or failure, its message id, its placeholders' values and its
   * details when the API gave them (account forms sign out on a 401).
   */
  onFailure?: (
    status: number,
    code: string | undefined,
    values?: Record<string, string | number>,
    details?: Record<string, unknown>,
  ) => void
  /** Refusals the caller shows itself (with its own controls): no alert repeats them. */
  quietCodes?: ReadonlySet<string>
  labelledBy: string
  children?: ReactNode
}

/**
 * A form whose fields validate against a valibot schema as they change (SPEC §5: a field shows
 * valid only once edited and error-free), send through a server function, and show the API's
 * field errors as lists under their fields and any other failure as an alert.
 */
export function SchemaForm<Name extends string, Result>(props: Props<Name, Result>) {
  const _ = useMessageText()
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  // Until its script runs, a form the server rendered cannot keep what is typed or chosen
  // (hydration puts its state back): it stays disabled, so nothing is lost on a slow phone.
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  // Placeholders of the server's messages ("{left} tries left").
  const [values, setValues] = useState<Record<string, string | number>>({})
  const byApiName = new Map(props.fields.map((f) => [f.apiName ?? f.name, f.name]))

  const validate = (values: Record<Name, string>) => {
    const result = v.safeParse(props.schema, props.toInput ? props.toInput(values) : values)
    const errors: FieldErrors = {}
    if (!result.success) {
      for (const issue of result.issues) {
        const path = v.getDotPath(issue)
        const name = path ? (byApiName.get(path) ?? path) : null
        if (name) errors[name] = [...(errors[name] ?? []), issue.message]
      }
    }
    return errors
  }

  const [state, setState] = useState(() => initialFormState(props.defaults))
  const defaultsKey = JSON.stringify(props.defaults)
  const [defaultsSeen, setDefaultsSeen] = useState(defaultsKey)
  if (defaultsSeen !== defaultsKey) {
    setDefaultsSeen(defaultsKey)
    setState((before) => withDefaults(before, props.defaults))
  }
  // The submit reads what the shopper sees: the state of the last render.
  const current = useRef(state)
  current.current = state
  const [submitting, setSubmitting] = useState(false)
  const sending = useRef(false)

  const submit = async () => {
    if (sending.current) return
    const names = props.fields.map((f) => f.name)
    const attempt = attemptSubmit(current.current, names, validate)
    setState(attempt.state)
    if (!attempt.valid) return
    const sent = attempt.state.values
    sending.current = true
    setSubmitting(true)
    try {
      // SPEC §7: the error alert is cleared before each request, the fields' server errors too.
      setFailure(null)
      setServerErrors({})
      const result = await props.onSubmit(sent)
      if (result.errors === null) {
        await props.onSuccess(result.data, sent)
        return
      }
      props.onFailure?.(result.status, result.code, result.values, result.details)
      // The message ids when the API gives them, so the shopper reads their own language.
      const { fieldErrors, message } = splitErrors({ ...result.errors, ...result.codes }, byApiName)
      setServerErrors(fieldErrors)
      setValues(result.values ?? {})
      if (result.code && props.quietCodes?.has(result.code)) return
      if (Object.keys(fieldErrors).length === 0) setFailure(result.code ?? message ?? null)
    } finally {
      sending.current = false
      setSubmitting(false)
    }
  }

  // A message id is shown in the shopper's language; any other text (data, a newer API's
  // sentence) as it is: Lingui gives back what it has no message for.
  const translate = (errors: unknown[]) => [
    ...new Set(
      errors
        .flat()
        .filter((e): e is string => typeof e === 'string')
        .map((e) => _(e, values)),
    ),
  ]

  return (
    <form
      noValidate
      className="schema-form"
      aria-labelledby={props.labelledBy}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <fieldset className="schema-form-fields" disabled={!ready}>
        {props.fields.map(({ name, label, apiName: _apiName, ...options }) => {
          const shared = {
            label,
            name,
            value: state.values[name] ?? '',
            onChange: (value: string) => {
              setState((before) => changeField(before, name, value, validate))
              setServerErrors(({ [name]: _dropped, ...rest }) => rest)
            },
            edited: state.edited.has(name),
            errors: translate([...shownErrors(state, name), ...(serverErrors[name] ?? [])]),
          }
          if (options.type === 'choice') {
            const { type: _choice, ...choice } = options
            return <ChoiceField key={name} {...shared} {...choice} />
          }
          return <TextField key={name} {...shared} {...options} />
        })}
        {props.children}
        {failure ? (
          <p role="alert" className="form-error">
            {_(failure, values)}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={submitting}>
          {submitting ? props.busyLabel : props.submitLabel}
        </button>
      </fieldset>
    </form>
  )
}

/** The API's errors per form field (its dotted names mapped to ours) and its overall message. */
function splitErrors(errors: ApiErrors, byApiName: Map<string, string>) {
  const { message, ...rest } = errors
  const fieldErrors: Record<string, string[]> = {}
  for (const [key, list] of Object.entries(rest)) {
    const name = byApiName.get(key)
    if (name && list !== undefined) fieldErrors[name] = [list].flat()
  }
  // Errors on fields this form does not show still reach the shopper, as the alert.
  const unshown = Object.entries(rest)
    .filter(([key]) => !byApiName.has(key))
    .flatMap(([, list]) => [list ?? []].flat())
  return { fieldErrors, message: message ?? (unshown.length > 0 ? unshown.join(' ') : undefined) }
}

export const FormNote = ({ children }: { children: ReactNode }) => <p className="form-note">{children}</p>

export const Busy = () => <Trans>Please wait…</Trans>
