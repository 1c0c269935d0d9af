import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { Busy, SchemaForm } from '../../../components/form/SchemaForm'
import { DeleteAccountInput } from '../../../contracts/accounts.schemas'
import { setSignedIn, signOutOn401 } from '../../../session/session.queries'
import { deleteMyAccount, exportMyData } from '../accounts.functions'

/** The Data Protection Act 2019 rights of access, portability and erasure, one click away. */
export function DataRights() {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const [exportFailed, setExportFailed] = useState(false)

  const download = async () => {
    setExportFailed(false)
    const result = await exportMyData()
    if (result.errors !== null) {
      setExportFailed(true)
      return
    }
    const blob = new Blob([JSON.stringify(result.data, null, 2)], { type: 'application/json' })
    const link = document.createElement('a')
    link.href = URL.createObjectURL(blob)
    link.download = 'homecooked-my-data.json'
    link.click()
    URL.revokeObjectURL(link.href)
  }

  return (
    <section aria-labelledby="data-title" className="account-section">
      <h2 id="data-title">
        <Trans>Your data</Trans>
      </h2>
      <p>
        <Trans>
          Under Kenya's Data Protection Act 2019 you may have a copy of everything we keep about you, and ask
          us to erase it. <Link to="/pages/privacy">Read our privacy policy.</Link>
        </Trans>
      </p>
      <div className="button-row">
        <button type="button" className="button button-secondary" onClick={download}>
          <Trans>Download my data</Trans>
        </button>
        {confirming ? null : (
          <button type="button" className="button button-danger" onClick={() => setConfirming(true)}>
            <Trans>Delete my account</Trans>
          </button>
        )}
      </div>
      {exportFailed ? (
        <p role="alert" className="form-error">
          <Trans>We could not prepare your data; please try again.</Trans>
        </p>
      ) : null}
      {confirming ? (
        <div className="danger-zone">
          <h3 id="delete-title">
            <Trans>Delete your account for good?</Trans>
          </h3>
          <p>
            <Trans>Your profile, sign-ins and messages are erased at once. This cannot be undone.</Trans>
          </p>
          <SchemaForm
            labelledBy="delete-title"
            schema={DeleteAccountInput}
            defaults={{ currentPassword: '' }}
            fields={[
              {
                name: 'currentPassword',
                label: _(msg`Current password`),
                required: true,
                type: 'password',
                autoComplete: 'current-password',
              },
            ]}
            onFailure={signOutOn401(queryClient)}
            submitLabel={<Trans>Delete my account</Trans>}
            busyLabel={<Busy />}
            onSubmit={(values) => deleteMyAccount({ data: values })}
            onSuccess={() => setSignedIn(queryClient, null)}
          />
        </div>
      ) : null}
    </section>
  )
}
