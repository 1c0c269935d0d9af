import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import * as v from 'valibot'
import { Busy, SchemaForm } from '../../components/form/SchemaForm'
import { LoginInput } from '../../contracts/accounts.schemas'
import { signIn, signInOptions } from '../../features/accounts/accounts.functions'
import { AuthCard } from '../../features/accounts/components/AuthCard'
import { pageHead } from '../../i18n/head'
import { returnSearch } from '../../lib/return-path'
import { setSignedIn } from '../../session/session.queries'

export const Route = createFileRoute('/auth/login')({
  // Where a guard sent the shopper from; anything that is not a path on this site is dropped.
  validateSearch: (search: Record<string, unknown>): { redirect?: string; social?: 'failed' } => ({
    ...returnSearch(search),
    ...(search.social === 'failed' ? { social: 'failed' as const } : {}),
  }),
  loader: () => signInOptions(),
  head: ({ matches }) =>
    pageHead(matches, {
      title: msg`Sign in`,
      description: msg`Sign in to order home-cooked meals and follow your orders.`,
    }),
  component: LoginPage,
})

function LoginPage() {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
  const { social, ...search } = Route.useSearch()
  const options = Route.useLoaderData()
  return (
    <AuthCard
      id="login-title"
      title={<Trans>Sign in</Trans>}
      intro={<Trans>Welcome back! Sign in with your email or phone number.</Trans>}
    >
      <SchemaForm
        labelledBy="login-title"
        schema={v.object({ identifier: LoginInput.entries.identifier, password: LoginInput.entries.secret })}
        defaults={{ identifier: '', password: '' }}
        fields={[
          {
            name: 'identifier',
            label: _(msg`Email or phone number`),
            required: true,
            autoComplete: 'username',
          },
          {
            name: 'password',
            apiName: 'secret',
            label: _(msg`Password`),
            required: true,
            autoComplete: 'current-password',
            type: 'password',
          },
        ]}
        submitLabel={<Trans>Sign in</Trans>}
        busyLabel={<Busy />}
        onSubmit={(values) => signIn({ data: { identifier: values.identifier, secret: values.password } })}
        // The sign-in state changes; SignInRedirect goes to the return address or home.
        onSuccess={(account) => setSignedIn(queryClient, account)}
      />
      {social === 'failed' ? (
        <p role="alert" className="form-error">
          <Trans>Google sign-in failed; please try again</Trans>
        </p>
      ) : null}
      {options.google ? (
        // A full page load: the provider's page is outside this app.
        <a href="/oauth/google" className="button button-secondary social-button">
          <Trans>Continue with Google</Trans>
        </a>
      ) : null}
      <p className="auth-links">
        <Link to="/auth/phone-code" search={search}>
          <Trans>No password? Sign in with a code by SMS</Trans>
        </Link>
        <Link to="/auth/forgot-password">
          <Trans>Forgot your password?</Trans>
        </Link>
        <Link to="/auth/register" search={search}>
          <Trans>New here? Create an account</Trans>
        </Link>
      </p>
    </AuthCard>
  )
}
