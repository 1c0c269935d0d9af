import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useForm } from '@tanstack/react-form'
import { useState } from 'react'
import * as v from 'valibot'
import { TextField } from '../../../components/form/TextField'
import { toastMessage } from '../../../components/notifications/notify'
import { type InquiryKind, PARTNER_TYPES, type PartnerType } from '../../../lib/inquiry-lists'
import { sendInquiry } from '../content.functions'
import { InquiryInput } from '../content.schemas'

type Field = 'name' | 'email' | 'phone' | 'subject' | 'message' | 'organisation' | 'partnerType'
type Values = Record<Field, string>

/** The schema's English errors in the shopper's language; unknown texts (from a newer API) pass through. */

const PARTNER_LABELS: Record<PartnerType, MessageDescriptor> = {
  'home-cook': msg`Home cook`,
  restaurant: msg`Restaurant`,
  catering: msg`Corporate catering`,
  rider: msg`Rider`,
  brand: msg`Brand`,
}

/** Field errors of the whole form, by field, from the shared schema. */
function validate(kind: InquiryKind, values: Values): Partial<Record<Field, string[]>> {
  const input = { kind, ...values, partnerType: values.partnerType || undefined }
  const result = v.safeParse(InquiryInput, input)
  if (result.success) return {}
  const errors: Partial<Record<Field, string[]>> = {}
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) as Field | null
    if (field) errors[field] = [...(errors[field] ?? []), issue.message]
  }
  return errors
}

/** The contact form (contact page) and the application form (partnership page). */
export function InquiryForm({
  kind,
  partnerType = '',
}: {
  kind: InquiryKind
  partnerType?: PartnerType | ''
}) {
  const { _ } = useLingui()
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string[]>>>({})
  const [sent, setSent] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm({
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      subject: '',
      message: '',
      organisation: '',
      partnerType,
    } as Values,
    validators: {
      onChange: ({ value }) => ({ fields: validate(kind, value) }),
      onSubmit: ({ value }) => ({ fields: validate(kind, value) }),
    },
    onSubmit: async ({ value }) => {
      setFailure(null)
      const result = await sendInquiry({
        data: { kind, ...value, partnerType: (value.partnerType || undefined) as PartnerType | undefined },
      })
      if (result.errors === null) {
        setSent(true)
        // The name is the shopper's own text inside an HTML message: the toast sanitises it.
        const name = value.name.trim()
        toastMessage({
          type: 'success',
          title: _(msg`Message sent`),
          message: _(msg`Thank you, <strong>${name}</strong>!`),
        })
        return
      }
      const { message, ...fields } = result.errors
      const byField = Object.fromEntries(
        Object.entries(fields).map(([k, list]) => [k, [list].flat().filter((x) => x !== undefined)]),
      )
      setServerErrors(byField)
      if (Object.keys(byField).length === 0) setFailure(message ?? null)
    },
  })

  if (sent) {
    return (
      <p role="status" className="form-success">
        {kind === 'contact' ? (
          <Trans>Thank you! Your message has reached us and we will answer within one working day.</Trans>
        ) : (
          <Trans>
            Thank you for applying! Our partnerships team will call you within three working days.
          </Trans>
        )}
      </p>
    )
  }

  // The change and submit validators report the same problem: show each message once.
  const translate = (errors: unknown[]) => [
    ...new Set(
      errors
        .flat()
        .filter((e): e is string => typeof e === 'string')
        .map((e) => _(e)),
    ),
  ]

  const textField = (name: Field, label: string, options: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <form.Field name={name}>
      {(field) => (
        <TextField
          label={label}
          name={name}
          value={field.state.value}
          onChange={(value) => {
            field.handleChange(value)
            setServerErrors(({ [name]: _dropped, ...rest }) => rest)
          }}
          onBlur={field.handleBlur}
          edited={field.state.meta.isTouched}
          errors={translate([
            ...(field.state.meta.isTouched ? field.state.meta.errors : []),
            ...(serverErrors[name] ?? []),
          ])}
          {...options}
        />
      )}
    </form.Field>
  )

  return (
    <form
      className="inquiry-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
      aria-labelledby={`${kind}-form-title`}
    >
      <h2 id={`${kind}-form-title`}>
        {kind === 'contact' ? <Trans>Send us a message</Trans> : <Trans>Apply to partner with us</Trans>}
      </h2>
      {textField('name', _(msg`Your name`), { required: true, autoComplete: 'name' })}
      {textField('email', _(msg`Email`), { required: true, type: 'email', autoComplete: 'email' })}
      {textField('phone', _(msg`Phone (optional)`), {
        type: 'tel',
        autoComplete: 'tel',
        hint: _(msg`For example 0712 345 678`),
      })}
      {kind === 'partnership' ? (
        <>
          {textField('organisation', _(msg`Kitchen or business name (optional)`), {
            autoComplete: 'organization',
          })}
          <form.Field name="partnerType">
            {(field) => {
              const errors = translate([
                ...(field.state.meta.isTouched ? field.state.meta.errors : []),
                ...(serverErrors.partnerType ?? []),
              ])
              return (
                <fieldset className="field" aria-invalid={errors.length > 0 || undefined}>
                  <legend>
                    <Trans>I am a</Trans> <span aria-hidden="true">*</span>
                  </legend>
                  {PARTNER_TYPES.map((type) => (
                    <label key={type} className="choice">
                      <input
                        type="radio"
                        name="partnerType"
                        value={type}
                        checked={field.state.value === type}
                        onChange={() => field.handleChange(type)}
                        onBlur={field.handleBlur}
                      />{' '}
                      {_(PARTNER_LABELS[type])}
                    </label>
                  ))}
                  {errors.length > 0 ? (
                    <ul className="field-errors">
                      {errors.map((e) => (
                        <li key={e}>{e}</li>
                      ))}
                    </ul>
                  ) : null}
                </fieldset>
              )
            }}
          </form.Field>
        </>
      ) : (
        textField('subject', _(msg`Subject (optional)`))
      )}
      {textField('message', _(msg`Message`), { required: true, multiline: true })}
      {failure ? (
        <p role="alert" className="form-error">
          {failure}
        </p>
      ) : null}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <button type="submit" className="button" disabled={submitting}>
            {submitting ? <Trans>Sending…</Trans> : <Trans>Send</Trans>}
          </button>
        )}
      </form.Subscribe>
    </form>
  )
}
