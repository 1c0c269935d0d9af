import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Ltr } from '../../../components/format/Ltr'
import type { RiderOrder } from '../../../contracts/riders.responses'
import { directionsUrl, pinUrl } from '../../../lib/map-links'
import { localKenyanPhone } from '../../../lib/phone-format'

type Stop = RiderOrder['pickup']

/** One end of the rider's way: how to find it, whom to call, and the way there. */
export function RiderStop({
  title,
  stop,
  callLabel,
  children,
}: {
  title: ReactNode
  stop: Stop
  callLabel: ReactNode
  children?: ReactNode
}) {
  const { lat, lng, phone } = stop
  return (
    <section className="rider-stop card">
      <h2>{title}</h2>
      <p className="rider-stop-name">
        <bdi>{stop.name}</bdi>
      </p>
      <address>
        {stop.building ? (
          <>
            {stop.building}
            {stop.floorAndDoor ? `, ${stop.floorAndDoor}` : ''}
            <br />
          </>
        ) : null}
        {stop.neighbourhood} · {stop.landmark}
        {stop.directions ? (
          <>
            <br />
            {stop.directions}
          </>
        ) : null}
      </address>
      <p className="rider-stop-actions">
        {phone ? (
          <a className="button" href={`tel:${phone}`}>
            {callLabel} <Ltr whole>{localKenyanPhone(phone)}</Ltr>
          </a>
        ) : null}
        <a className="button button-secondary" href={directionsUrl(stop)} rel="noreferrer" target="_blank">
          <Trans>Directions</Trans>
        </a>
        {lat !== null && lng !== null ? (
          <a className="button button-secondary" href={pinUrl(lat, lng)} rel="noreferrer" target="_blank">
            <Trans>Map pin</Trans>
          </a>
        ) : null}
      </p>
      {children}
    </section>
  )
}
