import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { Busy, FormNote, SchemaForm } from '../../components/form/SchemaForm'
import {
  IdentifierText,
  Password,
  passwordUnlessPhone,
  RegisterInput,
} from '../../contracts/accounts.schemas'
import { register } from '../../features/accounts/accounts.functions'
import { AuthCard } from '../../features/accounts/components/AuthCard'
import type { ErrorCode } from '../../i18n/error-messages'
import { pageHead } from '../../i18n/head'
import { usePageLocale } from '../../i18n/use-page-locale'
import { returnSearch } from '../../lib/return-path'
import { emptyAsMissing } from '../../lib/schema-pieces'

const Form = v.pipe(
  v.object({
    name: RegisterInput.entries.name,
    surname: RegisterInput.entries.surname,
    identifier: IdentifierText,
    password: emptyAsMissing(Password),
  }),
  // A phone number may go without a password: it signs in with a code by SMS.
  v.forward(
    v.partialCheck(
      [['identifier'], ['password']],
      (input) => passwordUnlessPhone({ identifier: input.identifier, secret: input.password }),
      'account.passwordForEmail' satisfies ErrorCode,
    ),
    ['password'],
  ),
)

export const Route = createFileRoute('/auth/register')({
  // The return address from "Sign in to order" travels on to verification.
  validateSearch: returnSearch,
  head: ({ matches }) =>
    pageHead(matches, {
      title: msg`Create an account`,
      description: msg`Create a HomeCooked account to order from kitchens near you.`,
    }),
  component: RegisterPage,
})

function RegisterPage() {
  const { _ } = useLingui()
  const locale = usePageLocale()
  const navigate = useNavigate()
  const search = Route.useSearch()
  return (
    <AuthCard
      id="register-title"
      title={<Trans>Create an account</Trans>}
      intro={<Trans>It takes a minute. We send a code to confirm your email or phone number.</Trans>}
    >
      <SchemaForm
        labelledBy="register-title"
        schema={Form}
        defaults={{ name: '', surname: '', identifier: '', password: '' }}
        fields={[
          { name: 'name', label: _(msg`First name`), required: true, autoComplete: 'given-name' },
          { name: 'surname', label: _(msg`Surname`), required: true, autoComplete: 'family-name' },
          {
            name: 'identifier',
            apiName: 'credential.identifier',
            label: _(msg`Email or phone number`),
            required: true,
            autoComplete: 'username',
            hint: _(msg`For example amina@example.co.ke or 0712 345 678`),
          },
          {
            name: 'password',
            apiName: 'credential.secret',
            label: _(msg`Password`),
            type: 'password',
            autoComplete: 'new-password',
            hint: _(
              msg`At least 8 characters: a few words you will remember. With a phone number you may leave it empty and sign in with a code by SMS.`,
            ),
          },
        ]}
        submitLabel={<Trans>Create account</Trans>}
        busyLabel={<Busy />}
        onSubmit={(values) =>
          register({
            data: {
              locale,
              name: values.name,
              surname: values.surname,
              credential: {
                identifier: values.identifier,
                ...(values.password ? { secret: values.password } : {}),
              },
            },
          })
        }
        // The same answer whether or not the address already has an account (decision record
        // 0033): the page moves on to the code either way, and the owner gets a message instead.
        onSuccess={(receipt) =>
          void navigate({
            to: '/auth/verify-account',
            search: { identifier: receipt.identifier, ...search },
          })
        }
      >
        <FormNote>
          <Trans>
            By creating an account you agree to our <Link to="/pages/terms">Terms of Use</Link> and{' '}
            <Link to="/pages/privacy">Privacy Policy</Link>.
          </Trans>
        </FormNote>
      </SchemaForm>
      <p className="auth-links">
        <Link to="/auth/login" search={search}>
          <Trans>Already have an account? Sign in</Trans>
        </Link>
      </p>
    </AuthCard>
  )
}
