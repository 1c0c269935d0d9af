import { describe, expect, it } from 'vitest'
import {
  attemptSubmit,
  changeField,
  type FieldErrors,
  initialFormState,
  shownErrors,
  withDefaults,
} from '../../src/components/form/form-state'

type Name = 'phone' | 'password' | 'confirm'

/** Rules like the account forms': a required phone, a password of 8, a confirmation that matches. */
const validate = (values: Record<Name, string>): FieldErrors => {
  const errors: FieldErrors = {}
  if (!/^07\d{8}$/.test(values.phone)) errors.phone = ['Enter a phone number such as 0712345678']
  if (values.password.length < 8) errors.password = ['At least 8 characters']
  if (values.confirm !== values.password) errors.confirm = ['The passwords differ']
  return errors
}
const names: Name[] = ['phone', 'password', 'confirm']
const empty = { phone: '', password: '', confirm: '' }

describe('a form before, while and after the shopper edits it (SPEC §5)', () => {
  it('shows no error and no valid mark on a field nobody has edited', () => {
    const state = initialFormState(empty)
    expect(names.map((name) => shownErrors(state, name))).toEqual([[], [], []])
    expect(state.edited.size).toBe(0)
  })

  it('shows the errors of the field being edited only, and valid once it passes', () => {
    let state = changeField(initialFormState(empty), 'phone', '0712', validate)
    expect(shownErrors(state, 'phone')).toEqual(['Enter a phone number such as 0712345678'])
    // The password is wrong too, but the shopper has not reached it yet.
    expect(shownErrors(state, 'password')).toEqual([])
    state = changeField(state, 'phone', '0712345678', validate)
    expect(shownErrors(state, 'phone')).toEqual([])
    expect(state.edited.has('phone')).toBe(true)
  })

  it('checks a field again when another field it depends on changes', () => {
    let state = changeField(initialFormState(empty), 'password', 'sukuma wiki', validate)
    state = changeField(state, 'confirm', 'sukuma wiki', validate)
    expect(shownErrors(state, 'confirm')).toEqual([])
    state = changeField(state, 'password', 'ugali na sukuma', validate)
    expect(shownErrors(state, 'confirm')).toEqual(['The passwords differ'])
  })

  it('a submit with errors sends nothing and shows every field’s errors', () => {
    const { state, valid } = attemptSubmit(
      changeField(initialFormState(empty), 'phone', '0712345678', validate),
      names,
      validate,
    )
    expect(valid).toBe(false)
    expect(shownErrors(state, 'phone')).toEqual([])
    expect(shownErrors(state, 'password')).toEqual(['At least 8 characters'])
    expect(state.values.phone).toBe('0712345678')
  })

  it('a submit of valid values may send them as entered', () => {
    let state = initialFormState(empty)
    state = changeField(state, 'phone', '0712345678', validate)
    state = changeField(state, 'password', 'chapati 2026', validate)
    state = changeField(state, 'confirm', 'chapati 2026', validate)
    const attempt = attemptSubmit(state, names, validate)
    expect(attempt.valid).toBe(true)
    expect(attempt.state.values).toEqual({
      phone: '0712345678',
      password: 'chapati 2026',
      confirm: 'chapati 2026',
    })
  })

  it('an error on something the form does not show does not hold the submit back (the API answers it)', () => {
    const withHidden = (values: Record<Name, string>): FieldErrors => ({
      ...validate(values),
      kitchenId: ['Gone'],
    })
    const state = {
      ...initialFormState({ phone: '0712345678', password: 'chapati 2026', confirm: 'chapati 2026' }),
    }
    expect(attemptSubmit(state, names, withHidden).valid).toBe(true)
  })

  it('new starting values replace an unedited form and leave an edited one alone', () => {
    const fresh = withDefaults(initialFormState(empty), { ...empty, phone: '0722000111' })
    expect(fresh.values.phone).toBe('0722000111')
    const edited = changeField(initialFormState(empty), 'password', 'mandazi', validate)
    expect(withDefaults(edited, { ...empty, phone: '0722000111' })).toBe(edited)
  })
})
