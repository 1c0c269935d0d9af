import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Ltr } from '../../../components/format/Ltr'
import { toastMessage } from '../../../components/notifications/notify'
import { usePageLocale } from '../../../i18n/use-page-locale'
import { isKenyanPhone, localKenyanPhone } from '../../../lib/phone-format'
import { setSignedIn } from '../../../session/session.queries'
import { requestVerification, updateCredentials } from '../accounts.functions'
import type { Account } from '../accounts.types'
import { CodeForm } from './CodeForm'
import { ResendCode } from './ResendCode'

/**
 * A new sign-in number or e-mail waits for the code sent to it: the account keeps signing in with
 * the old one until the code is entered here (then the old one is told), or the change is
 * withdrawn. A number is shown as Kenyans write it.
 */
export function PendingSignInNotice({ account }: { account: Account }) {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
  const locale = usePageLocale()
  const [withdrawing, setWithdrawing] = useState(false)
  const pending = account.credential.pendingIdentifier
  if (!pending) return null
  const asked = localKenyanPhone(pending)
  const current = localKenyanPhone(account.credential.identifier)
  return (
    <section aria-labelledby="pending-sign-in-title" className="account-section notice">
      <h2 id="pending-sign-in-title">
        <Trans>
          Confirm <Ltr whole={isKenyanPhone(pending)}>{asked}</Ltr>
        </Trans>
      </h2>
      <p>
        <Trans>
          Enter the code we sent to <Ltr whole={isKenyanPhone(pending)}>{asked}</Ltr>. Until then you sign in
          with <Ltr whole={isKenyanPhone(account.credential.identifier)}>{current}</Ltr>.
        </Trans>
      </p>
      <CodeForm labelledBy="pending-sign-in-title" signedIn />
      <p className="auth-links">
        <ResendCode
          // Shown as the change is saved, with its code just sent: the next waits its minute.
          key={pending}
          justSent
          send={() => requestVerification({ data: { identifier: pending, locale, pending: true } })}
          sentText={<Trans>A new code is on its way.</Trans>}
        />
        <button
          type="button"
          className="link-button"
          disabled={withdrawing}
          onClick={async () => {
            setWithdrawing(true)
            // Asking for the identifier the account already has withdraws the change.
            const result = await updateCredentials({
              data: { newIdentifier: account.credential.identifier, locale },
            })
            setWithdrawing(false)
            if (result.errors !== null) return
            setSignedIn(queryClient, result.data)
            toastMessage({ type: 'success', title: _(msg`You keep signing in with ${current}`) })
          }}
        >
          <Trans>
            Keep <Ltr whole={isKenyanPhone(account.credential.identifier)}>{current}</Ltr>
          </Trans>
        </button>
      </p>
    </section>
  )
}
