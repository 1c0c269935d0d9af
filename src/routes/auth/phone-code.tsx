import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { VERIFICATION_CODE_RESEND_S } from '../../config/constants'
import { requestVerification } from '../../features/accounts/accounts.functions'
import { AuthCard } from '../../features/accounts/components/AuthCard'
import { CodeForm } from '../../features/accounts/components/CodeForm'
import { IdentifierForm } from '../../features/accounts/components/IdentifierForm'
import { pageHead } from '../../i18n/head'
import { usePageLocale } from '../../i18n/use-page-locale'
import { localKenyanPhone } from '../../lib/phone'
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
  const [resend, setResend] = useState<'idle' | 'sent' | 'wait'>('idle')
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
          resend === 'idle' ? (
            <button
              type="button"
              className="link-button"
              onClick={async () => {
                const answer = await requestVerification({ data: { identifier: phone, locale } })
                // One code a minute per number: the link comes back once the next may go.
                setResend(answer.errors === null ? 'sent' : 'wait')
                setTimeout(() => setResend('idle'), VERIFICATION_CODE_RESEND_S * 1000)
              }}
            >
              <Trans>Send me a new code</Trans>
            </button>
          ) : (
            <span role="status">
              {resend === 'sent' ? (
                <Trans>If this number has an account, a new code is on its way.</Trans>
              ) : (
                <Trans>Wait a minute before asking for another code.</Trans>
              )}
            </span>
          )
        ) : null}
        {phone ? (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setPhone(undefined)
              setResend('idle')
            }}
          >
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
