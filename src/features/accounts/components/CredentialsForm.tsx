import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Busy, SchemaForm } from '../../../components/form/SchemaForm'
import { Ltr } from '../../../components/format/Ltr'
import { toastMessage } from '../../../components/notifications/notify'
import { AccountUpdateInput } from '../../../contracts/accounts.schemas'
import { usePageLocale } from '../../../i18n/use-page-locale'
import { isKenyanPhone, localKenyanPhone } from '../../../lib/phone-format'
import { setSignedIn, signOutOn401 } from '../../../session/session.queries'
import { updateCredentials } from '../accounts.functions'
import type { Account } from '../accounts.types'

/** SPEC §5: a new identifier and/or password, always with the current password. */
export function CredentialsForm({ account }: { account: Account }) {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
  const locale = usePageLocale()
  const identifier = localKenyanPhone(account.credential.identifier)
  const hasPassword = account.credential.hasPassword
  return (
    <section aria-labelledby="credentials-title" className="account-section">
      <h2 id="credentials-title">
        <Trans>Sign-in details</Trans>
      </h2>
      <p>
        {hasPassword ? (
          <Trans>
            You sign in with <Ltr whole={isKenyanPhone(account.credential.identifier)}>{identifier}</Ltr>.
          </Trans>
        ) : (
          <Trans>
            You sign in with <Ltr whole={isKenyanPhone(account.credential.identifier)}>{identifier}</Ltr> and
            a code we send by SMS. A password is optional.
          </Trans>
        )}
      </p>
      <SchemaForm
        labelledBy="credentials-title"
        schema={AccountUpdateInput}
        defaults={{ currentPassword: '', newIdentifier: '', newPassword: '', confirmNewPassword: '' }}
        fields={[
          {
            name: 'newIdentifier',
            label: _(msg`New email or phone number (optional)`),
            autoComplete: 'username',
          },
          {
            name: 'newPassword',
            label: _(msg`New password (optional)`),
            type: 'password',
            autoComplete: 'new-password',
          },
          {
            name: 'confirmNewPassword',
            label: _(msg`New password again`),
            type: 'password',
            autoComplete: 'new-password',
          },
          // An account that signs in by SMS code has no password to give yet.
          ...(hasPassword
            ? [
                {
                  name: 'currentPassword' as const,
                  label: _(msg`Current password`),
                  required: true,
                  type: 'password' as const,
                  autoComplete: 'current-password',
                },
              ]
            : []),
        ]}
        onFailure={signOutOn401(queryClient)}
        submitLabel={<Trans>Save sign-in details</Trans>}
        busyLabel={<Busy />}
        onSubmit={(values) => updateCredentials({ data: { ...values, locale } })}
        onSuccess={(saved, values) => {
          setSignedIn(queryClient, saved)
          const pending = saved.credential.pendingIdentifier
          const asked = pending ? localKenyanPhone(pending) : undefined
          toastMessage({
            type: 'success',
            title: asked ? _(msg`We sent a code to ${asked}`) : _(msg`Sign-in details saved`),
            message: values.newPassword ? _(msg`Your other devices were signed out.`) : undefined,
          })
        }}
      />
    </section>
  )
}
