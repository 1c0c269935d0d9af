import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import * as v from 'valibot'
import { Busy, SchemaForm } from '../../../components/form/SchemaForm'
import { usePageLocale } from '../../../i18n/use-page-locale'
import { setSignedIn, signOutOn401 } from '../../../session/session.queries'
import { confirmVerification, requestVerification } from '../accounts.functions'
import { VerificationConfirmInput } from '../accounts.schemas'
import type { Account } from '../accounts.types'

/** An unverified identifier can be verified here, without leaving the account (auth pages sign out). */
export function VerifyNotice({ account }: { account: Account }) {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
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
        <SchemaForm
          labelledBy="verify-notice-title"
          schema={v.object({ code: VerificationConfirmInput.entries.token })}
          defaults={{ code: '' }}
          fields={[
            {
              name: 'code',
              apiName: 'token',
              label: _(msg`Verification code`),
              required: true,
              autoComplete: 'one-time-code',
              inputMode: 'numeric',
            },
          ]}
          onFailure={signOutOn401(queryClient)}
          submitLabel={<Trans>Verify</Trans>}
          busyLabel={<Busy />}
          onSubmit={(values) => confirmVerification({ data: { token: values.code } })}
          onSuccess={(verified) => setSignedIn(queryClient, verified)}
        />
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
