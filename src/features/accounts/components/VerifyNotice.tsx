import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { usePageLocale } from '../../../i18n/use-page-locale'
import { requestVerification } from '../accounts.functions'
import type { Account } from '../accounts.types'
import { CodeForm } from './CodeForm'

/** An unverified identifier can be verified here, without leaving the account (auth pages sign out). */
export function VerifyNotice({ account }: { account: Account }) {
  const locale = usePageLocale()
  const [sent, setSent] = useState(false)
  const identifier = account.credential.identifier
  if (account.credential.verified) return null
  return (
    <section aria-labelledby="verify-notice-title" className="account-section notice">
      <h2 id="verify-notice-title">
        <Trans>Please verify {identifier}</Trans>
      </h2>
      {sent ? (
        <CodeForm labelledBy="verify-notice-title" signedIn />
      ) : (
        <button
          type="button"
          className="button"
          onClick={async () => {
            await requestVerification({ data: { identifier, locale } })
            setSent(true)
          }}
        >
          <Trans>Send me a code</Trans>
        </button>
      )}
    </section>
  )
}
