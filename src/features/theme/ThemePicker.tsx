import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useRouter } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef } from 'react'
import { HeaderMenu } from '../../components/layout/HeaderMenu'
import { THEME_COOKIE_MAX_AGE_S } from '../../config/constants'
import { CLIENT_STATE_KEYS, type ClientStateKey, keepClientState } from '../../lib/client-state'
import { scriptCookieAttributes } from '../../lib/cookie-names'
import {
  CORNER_RADII,
  type CornerRadius,
  RADIUS_COOKIE,
  THEME_COLOURS,
  THEME_COOKIE,
  THEME_MODES,
  type ThemeChoice,
  type ThemeColour,
  type ThemeMode,
  themeCookieValue,
} from '../../lib/themes'

const COLOUR_LABELS: Record<ThemeColour, MessageDescriptor> = {
  brand: msg`HomeCooked orange`,
  bluenavy: msg`Navy blue`,
  blueyale: msg`Yale blue`,
  blueolympic: msg`Olympic blue`,
  greenmoss: msg`Moss green`,
  greenlime: msg`Lime green`,
  purplemonster: msg`Purple`,
  orangecarrot: msg`Carrot orange`,
  redruby: msg`Ruby red`,
  yellowgranola: msg`Granola yellow`,
  greysteel: msg`Steel grey`,
}
const MODE_LABELS: Record<ThemeMode, MessageDescriptor> = { light: msg`Light`, dark: msg`Dark` }
const RADIUS_LABELS: Record<CornerRadius, MessageDescriptor> = { square: msg`Square`, rounded: msg`Rounded` }

/**
 * SPEC §4: theme cookies last a day; setting an empty value removes the cookie. The choice is
 * kept in local storage too, which puts the cookie back once it has gone (decision 0096).
 */
function writeCookie(name: string, key: ClientStateKey, value: string) {
  const maxAge = value ? THEME_COOKIE_MAX_AGE_S : 0
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read again by the server's first render.
  document.cookie = `${name}=${value}; ${scriptCookieAttributes(maxAge)}`
  keepClientState(key, value)
}

/** One fieldset of radio buttons over a closed list. */
function RadioGroup<T extends string>(props: {
  legend: string
  name: string
  options: readonly T[]
  value: T
  label: (option: T) => ReactNode
  onChange: (option: T) => void
}) {
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option} className="choice">
          <input
            type="radio"
            name={props.name}
            value={option}
            checked={props.value === option}
            onChange={() => props.onChange(option)}
          />{' '}
          {props.label(option)}
        </label>
      ))}
    </fieldset>
  )
}

/** The option checked in the DOM, when it is one of the group's (a click before hydration). */
function checkedIn<T extends string>(panel: HTMLElement, name: string, options: readonly T[]): T | undefined {
  const value = panel.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value
  return options.find((option) => option === value)
}

/** The visible theme picker: colour, light or dark, and corners. */
export function ThemePicker({ choice }: { choice: ThemeChoice }) {
  const { _ } = useLingui()
  const router = useRouter()
  const choose = (next: ThemeChoice) => {
    writeCookie(THEME_COOKIE, CLIENT_STATE_KEYS.themeColor, themeCookieValue(next))
    writeCookie(RADIUS_COOKIE, CLIENT_STATE_KEYS.themeRadius, next.radius)
    // Re-reads the cookies in the root route, which sets the <html> attributes.
    void router.invalidate()
  }
  const reset = () => {
    writeCookie(THEME_COOKIE, CLIENT_STATE_KEYS.themeColor, '')
    writeCookie(RADIUS_COOKIE, CLIENT_STATE_KEYS.themeRadius, '')
    void router.invalidate()
  }
  // The picker is server-rendered and its code arrives after the page's (decision 0012): a radio a
  // shopper checked before then is in the DOM, not applied. It is applied once hydrated, and
  // the popover closes as it would have.
  const panel = useRef<HTMLDivElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useEffect(() => {
    const element = panel.current
    if (!element) return
    const picked: ThemeChoice = {
      colour: checkedIn(element, 'theme-colour', THEME_COLOURS) ?? choice.colour,
      mode: checkedIn(element, 'theme-mode', THEME_MODES) ?? choice.mode,
      radius: checkedIn(element, 'theme-radius', CORNER_RADII) ?? choice.radius,
    }
    if (picked.colour === choice.colour && picked.mode === choice.mode && picked.radius === choice.radius)
      return
    choose(picked)
    element.closest('details')?.removeAttribute('open')
  }, [])
  return (
    <HeaderMenu className="theme-menu" summary={_(msg`Theme`)}>
      <div ref={panel} className="menu-list theme-panel">
        <RadioGroup
          legend={_(msg`Colour`)}
          name="theme-colour"
          options={THEME_COLOURS}
          value={choice.colour}
          label={(colour) => (
            <>
              <span className="swatch" data-swatch={colour} aria-hidden="true" /> {_(COLOUR_LABELS[colour])}
            </>
          )}
          onChange={(colour) => choose({ ...choice, colour })}
        />
        <RadioGroup
          legend={_(msg`Mode`)}
          name="theme-mode"
          options={THEME_MODES}
          value={choice.mode}
          label={(mode) => _(MODE_LABELS[mode])}
          onChange={(mode) => choose({ ...choice, mode })}
        />
        <RadioGroup
          legend={_(msg`Corners`)}
          name="theme-radius"
          options={CORNER_RADII}
          value={choice.radius}
          label={(radius) => _(RADIUS_LABELS[radius])}
          onChange={(radius) => choose({ ...choice, radius })}
        />
        <button type="button" className="button button-secondary" onClick={reset}>
          {_(msg`Reset`)}
        </button>
      </div>
    </HeaderMenu>
  )
}
