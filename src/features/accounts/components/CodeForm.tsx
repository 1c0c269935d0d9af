import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { Busy, SchemaForm } from '../../../components/form/SchemaForm'
import { IdentifierText, VerificationConfirmInput } from '../../../contracts/accounts.schemas'
import { setSignedIn, signOutOn401 } from '../../../session/session.queries'
import { confirmVerification } from '../accounts.functions'

const Code = VerificationConfirmInput.entries.token

/**
 * Confirms the 6-digit verification code. Signed in, the code is for the session's own account;
 * signed out, the form also asks whose code it is (filled in when the page knows), unless it is a
 * code to sign in with, sent to the number the page holds. Either way the shopper is signed in
 * with the account afterwards.
 */
type CodeFormProps = {
  labelledBy: string
  /** A code asked for to sign in with, not to verify: its number is not asked again. */
  signIn?: boolean
} & ({ signedIn: true } | { signedIn?: false; identifier: string })

export function CodeForm(props: CodeFormProps) {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
  // Signing in with a code, the page has the number the code went to: it is not asked again.
  const askIdentifier = !props.signedIn && !props.signIn
  const identifier = props.signedIn ? undefined : props.identifier
  return (
    <SchemaForm
      labelledBy={props.labelledBy}
      schema={askIdentifier ? v.object({ identifier: IdentifierText, code: Code }) : v.object({ code: Code })}
      defaults={{ identifier: props.signedIn ? '' : props.identifier, code: '' }}
      fields={[
        ...(askIdentifier
          ? [
              {
                name: 'identifier' as const,
                label: _(msg`Email or phone number`),
                required: true,
                autoComplete: 'username',
              },
            ]
          : []),
        {
          name: 'code',
          apiName: 'token',
          label: _(msg`Verification code`),
          required: true,
          autoComplete: 'one-time-code',
          inputMode: 'numeric',
        },
      ]}
      // Signed in, a 401 means the session ended elsewhere.
      onFailure={props.signedIn ? signOutOn401(queryClient) : undefined}
      submitLabel={props.signIn ? <Trans>Sign in</Trans> : <Trans>Verify</Trans>}
      busyLabel={<Busy />}
      onSubmit={(values) =>
        confirmVerification({
          data: askIdentifier
            ? { identifier: values.identifier, token: values.code }
            : { token: values.code, ...(identifier ? { identifier } : {}) },
        })
      }
      // The sign-in state changes; SignInRedirect takes a visitor to the return address, or home.
      onSuccess={(account) => setSignedIn(queryClient, account)}
    />
  )
}
