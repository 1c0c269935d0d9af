import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { requestVerification } from '../../features/accounts/accounts.functions'
import { AuthCard } from '../../features/accounts/components/AuthCard'
import { CodeForm } from '../../features/accounts/components/CodeForm'
import { pageHead } from '../../i18n/head'
import { usePageLocale } from '../../i18n/use-page-locale'
import { returnSearch } from '../../lib/return-path'

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
      <CodeForm labelledBy="verify-title" identifier={identifier} />
      <p className="auth-intro">
        <Trans>
          Already have an account with this email or phone number? Then no code comes: we sent a message there
          instead. <Link to="/auth/login">Sign in</Link> or{' '}
          <Link to="/auth/forgot-password">choose a new password</Link>.
        </Trans>
      </p>
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
