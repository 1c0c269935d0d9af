import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import * as v from 'valibot'
import { LazyPart } from '../../../boot/LazyPart'
import { Busy, SchemaForm } from '../../../components/form/SchemaForm'
import { toastMessage } from '../../../components/notifications/notify'
import { AddressInput } from '../../../contracts/addresses.schemas'
import { NEIGHBOURHOODS } from '../../../lib/catalogue-lists'
import { signOutOn401 } from '../../../session/session.queries'
import { saveAddress } from '../addresses.functions'
import type { Address } from '../addresses.types'

/** The form's text values, checked by the same schema the API applies. */
const FormSchema = v.pipe(
  v.looseObject({ isDefault: v.string() }),
  v.transform(({ isDefault, ...rest }) => ({ ...rest, isDefault: isDefault === 'true' })),
)

type Pin = { lat: number; lng: number }

/** The pin's own part (the map feature's, composed by the route): where it is, and how to move it. */
export type RenderPin = (props: {
  pin: Pin | null
  neighbourhood: string
  onChange: (pin: Pin | null) => void
}) => ReactNode

/** Add an address, or change one: what a Nairobi rider needs to find the door. */
export function AddressForm({
  address,
  onDone,
  renderPin,
}: {
  address?: Address | undefined
  onDone: () => void
  renderPin?: RenderPin | undefined
}) {
  const { _ } = useLingui()
  const queryClient = useQueryClient()
  // The pin is kept beside the text fields; saving sends it as it is, so editing the landmark
  // of a pinned address keeps its pin (a form without it used to send none and lose it).
  const [pin, setPin] = useState<Pin | null>(
    address?.lat != null && address.lng != null ? { lat: address.lat, lng: address.lng } : null,
  )
  const [neighbourhood, setNeighbourhood] = useState<string>(address?.neighbourhood ?? '')
  return (
    // The area's select tells the pin's map where to open; SchemaForm keeps the field itself.
    <div
      onChange={(event) => {
        const target = event.target
        if (target instanceof HTMLSelectElement && target.name === 'neighbourhood')
          setNeighbourhood(target.value)
      }}
    >
      <SchemaForm
        labelledBy="address-form-title"
        schema={v.pipe(
          v.looseObject({}),
          v.transform((raw) => v.parse(FormSchema, raw)),
          AddressInput,
        )}
        defaults={{
          label: address?.label ?? '',
          neighbourhood: address?.neighbourhood ?? '',
          building: address?.building ?? '',
          floorAndDoor: address?.floorAndDoor ?? '',
          landmark: address?.landmark ?? '',
          directions: address?.directions ?? '',
          phone: address?.phone ?? '',
          isDefault: address?.isDefault ? 'true' : '',
        }}
        fields={[
          {
            name: 'label',
            label: _(msg`Name of this address`),
            required: true,
            hint: _(msg`For example Home, Work or Mum's place`),
          },
          {
            name: 'neighbourhood',
            label: _(msg`Area`),
            required: true,
            options: [
              { value: '', label: _(msg`Choose…`) },
              ...NEIGHBOURHOODS.map((n) => ({ value: n, label: n })),
            ],
          },
          {
            name: 'building',
            label: _(msg`Estate, building or house`),
            required: true,
            autoComplete: 'address-line1',
          },
          { name: 'floorAndDoor', label: _(msg`Floor, door or house number`), autoComplete: 'address-line2' },
          {
            name: 'landmark',
            label: _(msg`Landmark`),
            required: true,
            hint: _(msg`Something a rider can ask for, e.g. opposite Yaya Centre`),
          },
          { name: 'directions', label: _(msg`Directions for the rider`), multiline: true },
          {
            name: 'phone',
            label: _(msg`Phone for the rider`),
            required: true,
            type: 'tel',
            autoComplete: 'tel',
          },
          {
            name: 'isDefault',
            label: _(msg`Deliver here unless I choose another address`),
            type: 'checkbox',
          },
        ]}
        onFailure={signOutOn401(queryClient)}
        submitLabel={address ? <Trans>Save address</Trans> : <Trans>Add address</Trans>}
        busyLabel={<Busy />}
        onSubmit={(values) => {
          const neighbourhood = NEIGHBOURHOODS.find((n) => n === values.neighbourhood) ?? NEIGHBOURHOODS[0]
          return saveAddress({
            data: {
              id: address?.id,
              address: {
                ...values,
                neighbourhood,
                isDefault: values.isDefault === 'true',
                lat: pin?.lat ?? null,
                lng: pin?.lng ?? null,
              },
            },
          })
        }}
        onSuccess={() => {
          void queryClient.invalidateQueries({ queryKey: ['me', 'addresses'] })
          toastMessage({ type: 'success', title: _(msg`Address saved`) })
          onDone()
        }}
      >
        {renderPin ? <LazyPart>{renderPin({ pin, neighbourhood, onChange: setPin })}</LazyPart> : null}
      </SchemaForm>
    </div>
  )
}
