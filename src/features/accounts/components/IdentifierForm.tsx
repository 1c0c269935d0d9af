import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Busy, SchemaForm } from '../../../components/form/SchemaForm'
import { IdentifierInput, PhoneIdentifierInput } from '../../../contracts/accounts.schemas'
import { usePageLocale } from '../../../i18n/use-page-locale'
import { requestReset, requestVerification } from '../accounts.functions'

/**
 * Asks for the email or phone number of an account and sends it a password reset link or a new
 * verification code; or for a phone number, to send it a code to sign in with. The API answers
 * the same whether or not the account exists.
 */
export function IdentifierForm({
  labelledBy,
  sends,
  onSent,
}: {
  labelledBy: string
  sends: 'reset-link' | 'verification-code' | 'sign-in-code'
  /** Told the identifier the link or code went to. */
  onSent: (identifier: string) => void
}) {
  const { _ } = useLingui()
  const locale = usePageLocale()
  const send = sends === 'reset-link' ? requestReset : requestVerification
  const byPhone = sends === 'sign-in-code'
  return (
    <SchemaForm
      labelledBy={labelledBy}
      schema={byPhone ? PhoneIdentifierInput : IdentifierInput}
      defaults={{ identifier: '' }}
      fields={[
        byPhone
          ? {
              name: 'identifier',
              label: _(msg`Phone number`),
              required: true,
              autoComplete: 'tel',
              type: 'tel',
            }
          : {
              name: 'identifier',
              label: _(msg`Email or phone number`),
              required: true,
              autoComplete: 'username',
            },
      ]}
      submitLabel={sends === 'reset-link' ? <Trans>Send reset link</Trans> : <Trans>Send code</Trans>}
      busyLabel={<Busy />}
      onSubmit={(values) => send({ data: { identifier: values.identifier, locale } })}
      onSuccess={(_sent, values) => onSent(values.identifier)}
    />
  )
}
