/**
 * What a SchemaForm remembers between keystrokes, as plain data and pure steps (decision 0097):
 * the values, which fields the shopper has edited, and the errors the schema finds. SPEC §5: a
 * field shows its errors (or valid) only once edited; a submit shows them all. Leaving a field
 * without changing it edits nothing: tabbing through a form marks no field wrong or right.
 */
export type FieldErrors = Partial<Record<string, string[]>>

export type FormState<Name extends string> = {
  values: Record<Name, string>
  /** Fields the shopper changed (all of them after a submit): only these show their errors. */
  edited: ReadonlySet<Name>
  /** The schema's errors for the current values, by field (message ids). */
  errors: FieldErrors
}

export type Validate<Name extends string> = (values: Record<Name, string>) => FieldErrors

export const initialFormState = <Name extends string>(defaults: Record<Name, string>): FormState<Name> => ({
  values: defaults,
  edited: new Set(),
  errors: {},
})

/**
 * The form was given other starting values (the page's data was read again): a form nobody has
 * edited shows them; one being edited keeps what the shopper entered.
 */
export const withDefaults = <Name extends string>(
  state: FormState<Name>,
  defaults: Record<Name, string>,
): FormState<Name> => (state.edited.size === 0 ? initialFormState(defaults) : state)

/** A field changed: the whole form is checked again (one field's rule may read another's value). */
export function changeField<Name extends string>(
  state: FormState<Name>,
  name: Name,
  value: string,
  validate: Validate<Name>,
): FormState<Name> {
  const values = { ...state.values, [name]: value }
  return { values, edited: new Set([...state.edited, name]), errors: validate(values) }
}

/** A submit: every field counts as edited; `valid` says whether the values may be sent. */
export function attemptSubmit<Name extends string>(
  state: FormState<Name>,
  names: readonly Name[],
  validate: Validate<Name>,
): { state: FormState<Name>; valid: boolean } {
  const errors = validate(state.values)
  // Only the form's own fields can hold it back: a rule on something it does not show is the
  // API's to refuse, and its answer reaches the shopper as the alert.
  const valid = names.every((name) => (errors[name] ?? []).length === 0)
  return { state: { values: state.values, edited: new Set([...state.edited, ...names]), errors }, valid }
}

/** The errors a field shows now: its own only once edited. */
export const shownErrors = <Name extends string>(state: FormState<Name>, name: Name): string[] =>
  state.edited.has(name) ? (state.errors[name] ?? []) : []
