import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Busy, SchemaForm } from '../../components/form/SchemaForm'
import { ResetConfirmInput } from '../../contracts/accounts.schemas'
import { confirmReset } from '../../features/accounts/accounts.functions'
import { AuthCard } from '../../features/accounts/components/AuthCard'
import { pageHead } from '../../i18n/head'

export const Route = createFileRoute('/auth/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token.length <= 100 ? { token: search.token } : {},
  head: ({ matches }) =>
    pageHead(matches, {
      title: msg`Choose a new password`,
      description: msg`Set a new password for your account.`,
    }),
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { _ } = useLingui()
  const { token } = Route.useSearch()
  const [done, setDone] = useState(false)
  if (!token) {
    return (
      <AuthCard id="reset-title" title={<Trans>Choose a new password</Trans>}>
        <p role="alert" className="form-error">
          <Trans>This reset link is not valid; please ask for a new one</Trans>
        </p>
        <Link to="/auth/forgot-password" className="button">
          <Trans>Send me a new link</Trans>
        </Link>
      </AuthCard>
    )
  }
  return (
    <AuthCard id="reset-title" title={<Trans>Choose a new password</Trans>}>
      {done ? (
        <>
          <p role="status" className="form-success">
            <Trans>
              Your password has changed and every device was signed out. Sign in with the new password.
            </Trans>
          </p>
          <Link to="/auth/login" className="button">
            <Trans>Sign in</Trans>
          </Link>
        </>
      ) : (
        <SchemaForm
          labelledBy="reset-title"
          schema={ResetConfirmInput}
          toInput={(values) => ({ ...values, token })}
          defaults={{ newPassword: '', confirmNewPassword: '' }}
          fields={[
            {
              name: 'newPassword',
              label: _(msg`New password`),
              required: true,
              type: 'password',
              autoComplete: 'new-password',
            },
            {
              name: 'confirmNewPassword',
              label: _(msg`New password again`),
              required: true,
              type: 'password',
              autoComplete: 'new-password',
            },
          ]}
          submitLabel={<Trans>Save new password</Trans>}
          busyLabel={<Busy />}
          onSubmit={(values) => confirmReset({ data: { ...values, token } })}
          onSuccess={() => setDone(true)}
        />
      )}
    </AuthCard>
  )
}
