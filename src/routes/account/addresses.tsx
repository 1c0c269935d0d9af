import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { lazyComponent } from '../../boot/lazy-component'
import { addressesQuery } from '../../features/addresses/addresses.queries'
import { AddressBook } from '../../features/addresses/components/AddressBook'
import { pageHead } from '../../i18n/head'

// The address pin's buttons and map (decision 0037), fetched once a form is opened; Leaflet
// itself only when the shopper opens the map.
const PinPicker = lazyComponent('PinPicker', () => import('../../features/map/PinPicker'))

export const Route = createFileRoute('/account/addresses')({
  loader: ({ context }) => context.queryClient.ensureQueryData(addressesQuery({ page: 1 })),
  head: ({ matches }) =>
    pageHead(matches, { title: msg`Addresses`, description: msg`Where we deliver your orders.` }),
  component: () => (
    <>
      <h1>
        <Trans>Addresses</Trans>
      </h1>
      <AddressBook renderPin={(props) => <PinPicker {...props} />} />
    </>
  ),
})
