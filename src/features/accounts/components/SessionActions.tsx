import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { setSignedIn } from '../../../session/session.queries'
import { signOut } from '../accounts.functions'

/** Sign out of this device, or of every device (for a lost phone). */
export function SessionActions() {
  const queryClient = useQueryClient()
  const end = async (all: boolean) => {
    await signOut({ data: { all } })
    setSignedIn(queryClient, null)
  }
  return (
    <section aria-labelledby="sessions-title" className="account-section">
      <h2 id="sessions-title">
        <Trans>Signed-in devices</Trans>
      </h2>
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={() => end(false)}>
          <Trans>Sign out</Trans>
        </button>
        <button type="button" className="button button-secondary" onClick={() => end(true)}>
          <Trans>Sign out everywhere</Trans>
        </button>
      </div>
    </section>
  )
}
