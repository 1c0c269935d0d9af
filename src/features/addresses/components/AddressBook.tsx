import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Ltr } from '../../../components/format/Ltr'
import { toastMessage } from '../../../components/notifications/notify'
import { unwrap } from '../../../lib/api-errors'
import { removeAddress } from '../addresses.functions'
import { addressesQuery } from '../addresses.queries'
import type { Address } from '../addresses.types'
import { AddressForm, type RenderPin } from './AddressForm'

/** The shopper's addresses, each editable and removable, and the form for a new one. */
export function AddressBook({ renderPin }: { renderPin?: RenderPin }) {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(addressesQuery({ page: 1 }))
  const [editing, setEditing] = useState<Address | 'new' | null>(data.total === 0 ? 'new' : null)
  const remove = useMutation({
    mutationFn: async (id: number) => unwrap(await removeAddress({ data: { id } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['me', 'addresses'] })
      toastMessage({ type: 'success', title: _(msg`Address deleted`) })
    },
  })
  return (
    <>
      {data.items.length === 0 ? (
        <p>
          <Trans>You have no saved addresses yet. Add the first one below.</Trans>
        </p>
      ) : (
        <ul className="address-list">
          {data.items.map((address) => (
            <li key={address.id} className="address-card">
              <h2>
                {address.label}{' '}
                {address.isDefault ? (
                  <span className="badge badge-open">
                    <Trans>Default</Trans>
                  </span>
                ) : null}
              </h2>
              <p>
                {address.building}
                {address.floorAndDoor ? `, ${address.floorAndDoor}` : ''} · {address.neighbourhood}
              </p>
              <p className="card-meta">
                {address.landmark} · <Ltr>{address.phone}</Ltr>
              </p>
              <p className="card-meta">
                {address.lat != null ? (
                  <Trans>Pinned on the map</Trans>
                ) : (
                  <Trans>No pin: the fee is priced from the middle of the area</Trans>
                )}
              </p>
              <div className="button-row">
                <button
                  type="button"
                  className="button button-secondary button-small"
                  onClick={() => setEditing(address)}
                >
                  <Trans>Edit</Trans>
                  <span className="visually-hidden"> {address.label}</span>
                </button>
                <button
                  type="button"
                  className="button button-secondary button-small"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(address.id)}
                >
                  <Trans>Delete</Trans>
                  <span className="visually-hidden"> {address.label}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing === null ? (
        <button type="button" className="button" onClick={() => setEditing('new')}>
          <Trans>Add an address</Trans>
        </button>
      ) : (
        <section aria-labelledby="address-form-title" className="account-section">
          <h2 id="address-form-title">
            {editing === 'new' ? <Trans>New address</Trans> : <Trans>Change address</Trans>}
          </h2>
          <AddressForm
            key={editing === 'new' ? 'new' : editing.id}
            address={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
            renderPin={renderPin}
          />
        </section>
      )}
    </>
  )
}
