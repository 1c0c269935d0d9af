import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import { Busy, SchemaForm } from '../../components/form/SchemaForm'
import { confirmVerification, requestVerification } from '../../features/accounts/accounts.functions'
import { IdentifierText, VerificationConfirmInput } from '../../features/accounts/accounts.schemas'
import { AuthCard } from '../../features/accounts/components/AuthCard'
import { pageHead } from '../../i18n/head'
import { usePageLocale } from '../../i18n/use-page-locale'
import { returnSearch } from '../../lib/return-path'
import { setSignedIn } from '../../session/session.queries'

const Form = v.object({ identifier: IdentifierText, code: VerificationConfirmInput.entries.token })

export const Route = createFileRoute('/auth/verify-account')({
  // The return address (from sign-up) stays in the URL: SignInRedirect goes there once verified.
  validateSearch: (search: Record<string, unknown>): { identifier?: string; redirect?: string } => ({
    ...returnSearch(search),
    ...(typeof search.identifier === 'string' && search.identifier.length <= 254
      ? { identifier: search.identifier }
      : {}),
  }),
  head: ({ matches }) =>
    pageHead(matches, {
      title: msg`Verify your account`,
      description: msg`Enter the 6-digit code we sent you.`,
    }),
  component: VerifyAccountPage,
})

function VerifyAccountPage() {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
  const locale = usePageLocale()
  const { identifier = '' } = Route.useSearch()
  const [resent, setResent] = useState(false)
  const target = identifier || _(msg`your email or phone`)
  return (
    <AuthCard
      id="verify-title"
      title={<Trans>Verify your account</Trans>}
      intro={<Trans>We sent a 6-digit code to {target}. It works for 10 minutes.</Trans>}
    >
      <SchemaForm
        labelledBy="verify-title"
        schema={Form}
        defaults={{ identifier, code: '' }}
        fields={[
          {
            name: 'identifier',
            label: _(msg`Email or phone number`),
            required: true,
            autoComplete: 'username',
          },
          {
            name: 'code',
            apiName: 'token',
            label: _(msg`Verification code`),
            required: true,
            autoComplete: 'one-time-code',
            inputMode: 'numeric',
          },
        ]}
        submitLabel={<Trans>Verify</Trans>}
        busyLabel={<Busy />}
        onSubmit={(values) =>
          confirmVerification({ data: { identifier: values.identifier, token: values.code } })
        }
        // Verified and signed in: SignInRedirect takes the shopper to the return address, or home.
        onSuccess={(account) => setSignedIn(queryClient, account)}
      />
      <p className="auth-links">
        {resent ? (
          <span role="status">
            <Trans>If that account is waiting for verification, a new code is on its way.</Trans>
          </span>
        ) : (
          <button
            type="button"
            className="link-button"
            disabled={!identifier}
            onClick={async () => {
              await requestVerification({ data: { identifier, locale } })
              setResent(true)
            }}
          >
            <Trans>Send me a new code</Trans>
          </button>
        )}
        <Link to="/auth/confirm-account">
          <Trans>Use another email or phone number</Trans>
        </Link>
      </p>
    </AuthCard>
  )
}
