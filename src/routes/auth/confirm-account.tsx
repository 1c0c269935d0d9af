import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { AuthCard } from '../../features/accounts/components/AuthCard'
import { IdentifierForm } from '../../features/accounts/components/IdentifierForm'
import { pageHead } from '../../i18n/head'

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
  const navigate = useNavigate()
  return (
    <AuthCard
      id="confirm-title"
      title={<Trans>Confirm your account</Trans>}
      intro={
        <Trans>Enter the email or phone number you registered with and we will send you a new code.</Trans>
      }
    >
      <IdentifierForm
        labelledBy="confirm-title"
        sends="verification-code"
        onSent={(identifier) => void navigate({ to: '/auth/verify-account', search: { identifier } })}
      />
    </AuthCard>
  )
}
