import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { insideNairobi, type LatLng } from '../../lib/nairobi-bounds'
import { NEIGHBOURHOOD_CENTRES } from '../../lib/neighbourhood-centres'
import { fetchMapSettings } from './map.functions'
import type { PinMap } from './pin-map'

type Problem = 'tiles' | 'refused' | 'unavailable' | 'outside' | null

export type PinPickerProps = {
  pin: LatLng | null
  /** The address's area, where the map opens while there is no pin. */
  neighbourhood: string
  onChange: (pin: LatLng | null) => void
}

/**
 * The address's pin (decision 0037): riders find a door by a pin far better than by a street
 * name, and the delivery fee is priced from it (record 0037; without one, from the middle of the
 * area). Loaded lazily by the address form; Leaflet only when the shopper opens the map. Every
 * way of setting the pin works without pointing: 'use my location', or moving the map with the
 * arrow keys and putting the pin at its centre.
 */
export default function PinPicker({ pin, neighbourhood, onChange }: PinPickerProps) {
  const { _ } = useLingui()
  const [open, setOpen] = useState(false)
  const [problem, setProblem] = useState<Problem>(null)
  const [locating, setLocating] = useState(false)
  const element = useRef<HTMLElement>(null)
  const drawn = useRef<PinMap | null>(null)
  const latest = useRef({ pin, onChange })
  latest.current = { pin, onChange }
  const around =
    NEIGHBOURHOOD_CENTRES[neighbourhood as keyof typeof NEIGHBOURHOOD_CENTRES] ?? NEIGHBOURHOOD_CENTRES.CBD
  const label = _(msg`Map to put the address's pin on`)
  const pinLabel = _(msg`The address's pin`)

  // biome-ignore lint/correctness/useExhaustiveDependencies: drawn once per opening; the pin moves on it
  useEffect(() => {
    if (!open) return
    let cancelled = false
    void (async () => {
      try {
        const [{ drawPinMap }, settings] = await Promise.all([import('./pin-map'), fetchMapSettings()])
        if (cancelled || !element.current) return
        drawn.current = drawPinMap(element.current, {
          settings,
          pin: latest.current.pin,
          around,
          label,
          pinLabel,
          onMove: (place) => latest.current.onChange(place),
          onTilesFailed: () => setProblem('tiles'),
        })
      } catch {
        if (!cancelled) setProblem('tiles')
      }
    })()
    return () => {
      cancelled = true
      drawn.current?.remove()
      drawn.current = null
    }
  }, [open])

  const locateMe = () => {
    if (!('geolocation' in navigator)) return setProblem('unavailable')
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false)
        const place = { lat: Number(coords.latitude.toFixed(6)), lng: Number(coords.longitude.toFixed(6)) }
        if (!insideNairobi(place.lat, place.lng)) return setProblem('outside')
        setProblem(null)
        if (drawn.current) drawn.current.moveTo(place)
        else onChange(place)
      },
      (error) => {
        setLocating(false)
        setProblem(error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable')
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    )
  }

  return (
    <fieldset className="pin-picker">
      <legend>
        <Trans>Pin on the map</Trans>
      </legend>
      <p className="field-hint" aria-live="polite">
        {pin ? (
          <PinSet lat={pin.lat} lng={pin.lng} />
        ) : (
          <Trans>No pin yet: the delivery fee is priced from the middle of the area.</Trans>
        )}
      </p>
      {problem ? (
        <p className="map-problem" role="alert">
          {problem === 'tiles' ? (
            <Trans>
              The map cannot load right now. You can still use your location, or save without a pin.
            </Trans>
          ) : problem === 'refused' ? (
            <Trans>
              Your location was not shared. Put the pin on the map yourself, or save without a pin.
            </Trans>
          ) : problem === 'outside' ? (
            <Trans>You seem to be outside Nairobi: put the pin on the map where the food should go.</Trans>
          ) : (
            <Trans>Your location could not be found. Put the pin on the map yourself.</Trans>
          )}
        </p>
      ) : null}
      <div className="map-actions">
        <button type="button" className="button button-secondary" onClick={locateMe} disabled={locating}>
          <Trans>Use my location</Trans>
        </button>
        <button
          type="button"
          className="button button-secondary"
          aria-expanded={open}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? <Trans>Hide the map</Trans> : <Trans>Put the pin on a map</Trans>}
        </button>
        {open ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => drawn.current?.moveTo(drawn.current.centre())}
          >
            <Trans>Put the pin at the map's centre</Trans>
          </button>
        ) : null}
        {pin ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              drawn.current?.clear()
              onChange(null)
            }}
          >
            <Trans>Remove the pin</Trans>
          </button>
        ) : null}
      </div>
      {open ? (
        <div className="kitchen-map kitchen-map-small">
          <p className="field-hint">
            <Trans>
              Tap the map or drag the pin to the door. With a keyboard, move the map with the arrow keys.
            </Trans>
          </p>
          <section ref={element} className="map-canvas" aria-label={label} />
        </div>
      ) : null}
    </fieldset>
  )
}

const PinSet = ({ lat, lng }: LatLng) => (
  <Trans>
    The pin is set ({lat}, {lng}). The delivery fee is priced from it.
  </Trans>
)
