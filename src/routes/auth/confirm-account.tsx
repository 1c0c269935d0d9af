import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { Busy, SchemaForm } from '../../components/form/SchemaForm'
import { requestVerification } from '../../features/accounts/accounts.functions'
import { IdentifierInput } from '../../features/accounts/accounts.schemas'
import { AuthCard } from '../../features/accounts/components/AuthCard'
import { pageHead } from '../../i18n/head'
import { usePageLocale } from '../../i18n/use-page-locale'

/** Asks for a new verification code (the first one expired, or never arrived). */
export const Route = createFileRoute('/auth/confirm-account')({
  head: ({ matches }) =>
    pageHead(matches, {
      title: msg`Confirm your account`,
      description: msg`Get a new code to confirm your email or phone number.`,
    }),
  component: ConfirmAccountPage,
})

function ConfirmAccountPage() {
  const { _ } = useLingui()
  const navigate = useNavigate()
  const locale = usePageLocale()
  return (
    <AuthCard
      id="confirm-title"
      title={<Trans>Confirm your account</Trans>}
      intro={
        <Trans>Enter the email or phone number you registered with and we will send you a new code.</Trans>
      }
    >
      <SchemaForm
        labelledBy="confirm-title"
        schema={IdentifierInput}
        defaults={{ identifier: '' }}
        fields={[
          {
            name: 'identifier',
            label: _(msg`Email or phone number`),
            required: true,
            autoComplete: 'username',
          },
        ]}
        submitLabel={<Trans>Send code</Trans>}
        busyLabel={<Busy />}
        onSubmit={(values) => requestVerification({ data: { identifier: values.identifier, locale } })}
        onSuccess={(_sent, values) =>
          void navigate({ to: '/auth/verify-account', search: { identifier: values.identifier } })
        }
      />
    </AuthCard>
  )
}
