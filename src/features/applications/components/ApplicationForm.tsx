import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { DOCUMENT_KINDS, FULFILMENTS, MAX_DOCUMENT_BYTES } from '../../../contracts/applications.lists'
import { useFallbackLang } from '../../../i18n/english-fallback'
import { CUISINES, NEIGHBOURHOODS, type Service } from '../../../lib/catalogue-lists'
import { SERVICE_DEFINITIONS } from '../../../lib/service-definitions'
import { CUISINE_LABELS, DOCUMENT_LABELS, FULFILMENT_LABELS, JOIN_WORDS } from '../application-labels'
import { sendApplication } from '../applications.functions'

type Errors = Partial<Record<string, string[]>>

/** The multipart field of each document (the API's names). */
const DOCUMENT_FIELD = { 'medical-certificate': 'medicalCertificate', 'food-licence': 'foodLicence' } as const

/** A field's errors as a list (FieldHelp's, written here so the shopper pages' chunks stay as they are). */
function ErrorList({ id, errors }: { id: string; errors: readonly string[] }) {
  return errors.length > 0 ? (
    <ul id={`${id}-errors`} className="field-errors">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  ) : null
}

/** A labelled control with its hint and the API's errors for it, tied together for screen readers. */
function Field({
  label,
  errors = [],
  hint,
  required,
  children,
}: {
  label: ReactNode
  errors?: string[] | undefined
  hint?: ReactNode
  required?: boolean
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
        {required ? <span aria-hidden="true"> *</span> : null}
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
      <ErrorList id={id} errors={errors} />
    </div>
  )
}

/**
 * The application to join (SPEC §1's join pages), in the service's own words: the business and
 * the person, phone and e-mail, where it is (a latitude and longitude, filled by "Use my
 * location" where the browser can), what it cooks, how much a day, delivery or pick-up, and the
 * two documents. The API checks everything again, the documents by their bytes, and its field
 * errors show under each field.
 */
export function ApplicationForm({ service }: { service: Service }) {
  const { _, i18n } = useLingui()
  const words = JOIN_WORDS[service]
  const form = useRef<HTMLFormElement>(null)
  const [ready, setReady] = useState(false)
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [received, setReceived] = useState<number | null>(null)
  const [locating, setLocating] = useState<'idle' | 'busy' | 'failed'>('idle')
  // Until its script runs the form cannot send its files: it stays disabled (as SchemaForm does).
  useEffect(() => setReady(true), [])

  if (received !== null) {
    return (
      <p role="status" className="form-success">
        <Trans>
          Thank you! Application {received} has reached us with your documents. We have sent you a message and
          will write again at each step.
        </Trans>
      </p>
    )
  }

  const errorsOf = (name: string) => errors[name]?.map((id) => _(id))

  /** Checks what the browser can before sending: the documents' presence and size. */
  const localErrors = (data: FormData): Errors => {
    const found: Errors = {}
    for (const kind of DOCUMENT_KINDS) {
      const file = data.get(DOCUMENT_FIELD[kind])
      if (!(file instanceof File) || file.size === 0)
        found[DOCUMENT_FIELD[kind]] = ['application.documentMissing']
      else if (file.size > MAX_DOCUMENT_BYTES) found[DOCUMENT_FIELD[kind]] = ['application.documentTooLarge']
    }
    return found
  }

  const submit = async () => {
    if (!form.current) return
    const data = new FormData(form.current)
    const local = localErrors(data)
    if (Object.keys(local).length > 0) {
      setErrors(local)
      return
    }
    data.set('locale', i18n.locale)
    data.set('service', service)
    setBusy(true)
    setFailure(null)
    try {
      const result = await sendApplication({ data })
      if (result.errors === null) {
        setReceived(result.data.id)
        return
      }
      const codes = result.codes ?? {}
      setErrors(codes)
      if (Object.keys(codes).length === 0 || codes.body) setFailure(result.code ?? 'server.error')
    } catch {
      setFailure('server.error')
    } finally {
      setBusy(false)
    }
  }

  const locate = () => {
    if (!navigator.geolocation) return setLocating('failed')
    setLocating('busy')
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const fill = (name: string, value: number) => {
          const input = form.current?.elements.namedItem(name)
          if (input instanceof HTMLInputElement) input.value = value.toFixed(6)
        }
        fill('lat', coords.latitude)
        fill('lng', coords.longitude)
        setLocating('idle')
      },
      () => setLocating('failed'),
      { enableHighAccuracy: true, timeout: 15_000 },
    )
  }

  return (
    <div className="inquiry-form application-form">
      <h2 id="application-form-title">{_(words.title)}</h2>
      <form
        ref={form}
        noValidate
        aria-labelledby="application-form-title"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <fieldset className="schema-form-fields" disabled={!ready || busy}>
          <Field label={_(words.business)} required errors={errorsOf('kitchenName')}>
            {(props) => <input {...props} name="kitchenName" required autoComplete="organization" />}
          </Field>
          <Field label={_(words.person)} required errors={errorsOf('cookName')}>
            {(props) => <input {...props} name="cookName" required autoComplete="name" />}
          </Field>
          <Field
            label={_(msg`Phone`)}
            required
            errors={errorsOf('phone')}
            hint={<Trans>For example 0712 345 678</Trans>}
          >
            {(props) => <input {...props} name="phone" type="tel" required autoComplete="tel" />}
          </Field>
          <Field
            label={_(msg`Email`)}
            required
            errors={errorsOf('email')}
            hint={<Trans>We write to you here at each step; sign in with it once you are approved.</Trans>}
          >
            {(props) => <input {...props} name="email" type="email" required autoComplete="email" />}
          </Field>
          <fieldset className="field application-place">
            <legend>
              <Trans>Where you cook</Trans>
            </legend>
            <Field
              label={_(msg`Latitude`)}
              required
              errors={errorsOf('lat')}
              hint={<Trans>Decimal degrees, such as -1.2921</Trans>}
            >
              {(props) => <input {...props} name="lat" inputMode="decimal" required />}
            </Field>
            <Field
              label={_(msg`Longitude`)}
              required
              errors={errorsOf('lng')}
              hint={<Trans>Decimal degrees, such as 36.7856</Trans>}
            >
              {(props) => <input {...props} name="lng" inputMode="decimal" required />}
            </Field>
            <button
              type="button"
              className="button-secondary"
              onClick={locate}
              disabled={locating === 'busy'}
            >
              {locating === 'busy' ? <Trans>Finding you…</Trans> : <Trans>Use my location</Trans>}
            </button>
            {locating === 'failed' ? (
              <p role="alert" className="form-error">
                <Trans>Your location is not available; please type the latitude and longitude.</Trans>
              </p>
            ) : null}
          </fieldset>
          <Field label={_(msg`Neighbourhood`)} required errors={errorsOf('neighbourhood')}>
            {(props) => (
              <select {...props} name="neighbourhood" required defaultValue="">
                <option value="" disabled>
                  {_(msg`Choose…`)}
                </option>
                {NEIGHBOURHOODS.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label={_(msg`Landmark`)}
            required
            errors={errorsOf('landmark')}
            hint={<Trans>What a rider looks for: a building, a shop, a gate colour.</Trans>}
          >
            {(props) => <input {...props} name="landmark" required />}
          </Field>
          {SERVICE_DEFINITIONS[service].cooks ? (
            <fieldset className="field" aria-describedby={errors.cuisines ? 'cuisines-errors' : undefined}>
              <legend>
                <Trans>Cuisines</Trans>
                <span aria-hidden="true"> *</span>
              </legend>
              <div className="choice-grid">
                {CUISINES.map((cuisine) => (
                  <label key={cuisine} className="choice">
                    <input type="checkbox" name="cuisines" value={cuisine} />
                    {_(CUISINE_LABELS[cuisine])}
                  </label>
                ))}
              </div>
              <ErrorList id="cuisines" errors={errorsOf('cuisines') ?? []} />
            </fieldset>
          ) : null}
          <Field
            label={_(words.offers)}
            required
            errors={errorsOf('dishes')}
            hint={<Trans>One a line, with its price in shillings, such as: Beef pilau, 350</Trans>}
          >
            {(props) => <textarea {...props} name="dishes" rows={4} required />}
          </Field>
          <Field label={_(msg`Portions you can make a day`)} required errors={errorsOf('dailyCapacity')}>
            {(props) => <input {...props} name="dailyCapacity" inputMode="numeric" required />}
          </Field>
          <fieldset className="field" aria-describedby={errors.fulfilment ? 'fulfilment-errors' : undefined}>
            <legend>
              <Trans>Delivery or pick-up</Trans>
              <span aria-hidden="true"> *</span>
            </legend>
            {FULFILMENTS.map((fulfilment) => (
              <label key={fulfilment} className="choice">
                <input type="radio" name="fulfilment" value={fulfilment} required />
                {_(FULFILMENT_LABELS[fulfilment])}
              </label>
            ))}
            <ErrorList id="fulfilment" errors={errorsOf('fulfilment') ?? []} />
          </fieldset>
          {DOCUMENT_KINDS.map((kind) => (
            <Field
              key={kind}
              label={_(DOCUMENT_LABELS[kind])}
              required
              errors={errorsOf(DOCUMENT_FIELD[kind])}
              hint={<Trans>A PDF, JPEG or PNG of at most 5 MB: a photo of the paper works.</Trans>}
            >
              {(props) => (
                <input
                  {...props}
                  name={DOCUMENT_FIELD[kind]}
                  type="file"
                  required
                  accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
                />
              )}
            </Field>
          ))}
          {failure ? (
            <p role="alert" className="form-error">
              {_(failure)}
            </p>
          ) : null}
          <button type="submit" className="button">
            {busy ? <Trans>Sending…</Trans> : <Trans>Send my application</Trans>}
          </button>
        </fieldset>
      </form>
    </div>
  )
}
