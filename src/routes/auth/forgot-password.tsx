import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { AuthCard } from '../../features/accounts/components/AuthCard'
import { IdentifierForm } from '../../features/accounts/components/IdentifierForm'
import { pageHead } from '../../i18n/head'

export const Route = createFileRoute('/auth/forgot-password')({
  head: ({ matches }) =>
    pageHead(matches, {
      title: msg`Forgot your password?`,
      description: msg`Get a link to choose a new password.`,
    }),
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  const [sent, setSent] = useState(false)
  return (
    <AuthCard
      id="forgot-title"
      title={<Trans>Forgot your password?</Trans>}
      intro={
        <Trans>Enter your email or phone number and we will send you a link to choose a new password.</Trans>
      }
    >
      {sent ? (
        // The same answer whether or not the account exists: nobody learns who has one.
        <p role="status" className="form-success">
          <Trans>
            If an account uses that email or phone number, a reset link is on its way. It works for 30
            minutes.
          </Trans>
        </p>
      ) : (
        <IdentifierForm labelledBy="forgot-title" sends="reset-link" onSent={() => setSent(true)} />
      )}
      <p className="auth-links">
        <Link to="/auth/login">
          <Trans>Back to sign in</Trans>
        </Link>
      </p>
    </AuthCard>
  )
}
