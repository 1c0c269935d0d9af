import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { requestVerification } from '../../features/accounts/accounts.functions'
import { AuthCard } from '../../features/accounts/components/AuthCard'
import { CodeForm } from '../../features/accounts/components/CodeForm'
import { IdentifierForm } from '../../features/accounts/components/IdentifierForm'
import { ResendCode } from '../../features/accounts/components/ResendCode'
import { pageHead } from '../../i18n/head'
import { usePageLocale } from '../../i18n/use-page-locale'
import { localKenyanPhone } from '../../lib/phone-format'
import { returnSearch } from '../../lib/return-path'

/**
 * Signing in with a phone number and the 6-digit code sent to it by SMS, no password needed:
 * most Nairobi shoppers live on their number (M-Pesa is tied to it) and many rarely read e-mail.
 * The return address (from a guard) stays in the URL: SignInRedirect goes there once signed in.
 */
export const Route = createFileRoute('/auth/phone-code')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => returnSearch(search),
  head: ({ matches }) =>
    pageHead(matches, {
      title: msg`Sign in with a code`,
      description: msg`Sign in with your phone number and a code we send you by SMS.`,
    }),
  component: PhoneCodePage,
})

function PhoneCodePage() {
  const locale = usePageLocale()
  const search = Route.useSearch()
  const [phone, setPhone] = useState<string | undefined>()
  const target = phone ? localKenyanPhone(phone) : ''
  return (
    <AuthCard
      id="phone-code-title"
      title={<Trans>Sign in with a code</Trans>}
      intro={
        phone ? (
          <Trans>We sent a 6-digit code to {target}. It works for 10 minutes.</Trans>
        ) : (
          <Trans>No password needed: we send a 6-digit code to your phone by SMS.</Trans>
        )
      }
    >
      {phone ? (
        <CodeForm labelledBy="phone-code-title" identifier={phone} signIn />
      ) : (
        <IdentifierForm labelledBy="phone-code-title" sends="sign-in-code" onSent={setPhone} />
      )}
      <p className="auth-links">
        {phone ? (
          <ResendCode
            // A new number, a new minute: the key starts the countdown again.
            key={phone}
            justSent
            send={() => requestVerification({ data: { identifier: phone, locale } })}
            sentText={<Trans>If this number has an account, a new code is on its way.</Trans>}
          />
        ) : null}
        {phone ? (
          <button type="button" className="link-button" onClick={() => setPhone(undefined)}>
            <Trans>Use another phone number</Trans>
          </button>
        ) : null}
        <Link to="/auth/login" search={search}>
          <Trans>Sign in with a password</Trans>
        </Link>
        <Link to="/auth/register" search={search}>
          <Trans>New here? Create an account</Trans>
        </Link>
      </p>
    </AuthCard>
  )
}
