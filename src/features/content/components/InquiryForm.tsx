import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import * as v from 'valibot'
import { type FieldSpec, SchemaForm } from '../../../components/form/SchemaForm'
import { toastMessage } from '../../../components/notifications/notify'
import { type InquiryKind, PARTNER_TYPES, type PartnerType } from '../../../contracts/content.lists'
import { InquiryInput } from '../../../contracts/content.schemas'
import { sendInquiry } from '../content.functions'

type Field = 'name' | 'email' | 'phone' | 'subject' | 'message' | 'organisation' | 'partnerType'

/** The form's text values: every field, shown or not, as the API takes them. */
const FormValues = v.object({
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  subject: v.string(),
  message: v.string(),
  organisation: v.string(),
  partnerType: v.string(),
})
type Values = v.InferOutput<typeof FormValues>

/** What the form sends: its values, of one kind, with "no partner type chosen" left out. */
const toInquiry = (kind: InquiryKind, values: Values): InquiryInput => ({
  kind,
  ...values,
  partnerType: PARTNER_TYPES.find((type) => type === values.partnerType),
})

/** The form checks what the API checks, as the shopper types. */
const formSchema = (kind: InquiryKind) =>
  v.pipe(
    FormValues,
    v.transform((values) => toInquiry(kind, values)),
    InquiryInput,
  )

/** The schema's English errors in the shopper's language; unknown texts (from a newer API) pass through. */

const PARTNER_LABELS: Record<PartnerType, MessageDescriptor> = {
  'home-cook': msg`Home cook`,
  restaurant: msg`Restaurant`,
  catering: msg`Corporate catering`,
  rider: msg`Rider`,
  brand: msg`Brand`,
}

/** The contact form (contact page) and the application form (partnership and join pages). */
export function InquiryForm({
  kind,
  partnerType = '',
}: {
  kind: InquiryKind
  partnerType?: PartnerType | ''
}) {
  const { _ } = useLingui()
  const [sent, setSent] = useState(false)

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

  const titleId = `${kind}-form-title`
  const fields: FieldSpec<Field>[] = [
    { name: 'name', label: _(msg`Your name`), required: true, autoComplete: 'name' },
    { name: 'email', label: _(msg`Email`), required: true, type: 'email', autoComplete: 'email' },
    {
      name: 'phone',
      label: _(msg`Phone (optional)`),
      type: 'tel',
      autoComplete: 'tel',
      hint: _(msg`For example 0712 345 678`),
    },
    ...(kind === 'partnership'
      ? ([
          {
            name: 'organisation',
            label: _(msg`Kitchen or business name (optional)`),
            autoComplete: 'organization',
          },
          {
            name: 'partnerType',
            label: _(msg`I am a`),
            required: true,
            type: 'choice',
            options: PARTNER_TYPES.map((type) => ({ value: type, label: _(PARTNER_LABELS[type]) })),
          },
        ] satisfies FieldSpec<Field>[])
      : ([{ name: 'subject', label: _(msg`Subject (optional)`) }] satisfies FieldSpec<Field>[])),
    { name: 'message', label: _(msg`Message`), required: true, multiline: true },
  ]

  return (
    <div className="inquiry-form">
      <h2 id={titleId}>
        {kind === 'contact' ? <Trans>Send us a message</Trans> : <Trans>Apply to partner with us</Trans>}
      </h2>
      <SchemaForm
        labelledBy={titleId}
        schema={formSchema(kind)}
        defaults={{ name: '', email: '', phone: '', subject: '', message: '', organisation: '', partnerType }}
        fields={fields}
        submitLabel={<Trans>Send</Trans>}
        busyLabel={<Trans>Sending…</Trans>}
        onSubmit={(values) => sendInquiry({ data: toInquiry(kind, values) })}
        onSuccess={(_sent, values) => {
          setSent(true)
          // The name is the shopper's own text inside an HTML message: the toast sanitises it.
          const name = values.name.trim()
          toastMessage({
            type: 'success',
            title: _(msg`Message sent`),
            message: _(msg`Thank you, <strong>${name}</strong>!`),
          })
        }}
      />
    </div>
  )
}
