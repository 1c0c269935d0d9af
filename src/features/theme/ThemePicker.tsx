import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useRouter } from '@tanstack/react-router'
import { THEME_COOKIE_MAX_AGE_S } from '../../config/constants'
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

/** SPEC §4: theme cookies last a day; setting an empty value removes the cookie. */
function writeCookie(name: string, value: string) {
  const maxAge = value ? THEME_COOKIE_MAX_AGE_S : 0
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read again by the server's first render.
  document.cookie = `${name}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax`
}

/** The visible theme picker: colour, light or dark, and corners. */
export function ThemePicker({ choice }: { choice: ThemeChoice }) {
  const { _ } = useLingui()
  const router = useRouter()
  const choose = (next: ThemeChoice) => {
    writeCookie(THEME_COOKIE, themeCookieValue(next))
    writeCookie(RADIUS_COOKIE, next.radius)
    // Re-reads the cookies in the root route, which sets the <html> attributes.
    void router.invalidate()
  }
  const reset = () => {
    writeCookie(THEME_COOKIE, '')
    writeCookie(RADIUS_COOKIE, '')
    void router.invalidate()
  }
  return (
    <details className="menu theme-menu">
      <summary>{_(msg`Theme`)}</summary>
      <div className="menu-list theme-panel">
        <fieldset>
          <legend>{_(msg`Colour`)}</legend>
          {THEME_COLOURS.map((colour) => (
            <label key={colour} className="choice">
              <input
                type="radio"
                name="theme-colour"
                checked={choice.colour === colour}
                onChange={() => choose({ ...choice, colour })}
              />
              <span className="swatch" data-swatch={colour} aria-hidden="true" /> {_(COLOUR_LABELS[colour])}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{_(msg`Mode`)}</legend>
          {THEME_MODES.map((mode) => (
            <label key={mode} className="choice">
              <input
                type="radio"
                name="theme-mode"
                checked={choice.mode === mode}
                onChange={() => choose({ ...choice, mode })}
              />{' '}
              {_(MODE_LABELS[mode])}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{_(msg`Corners`)}</legend>
          {CORNER_RADII.map((radius) => (
            <label key={radius} className="choice">
              <input
                type="radio"
                name="theme-radius"
                checked={choice.radius === radius}
                onChange={() => choose({ ...choice, radius })}
              />{' '}
              {_(RADIUS_LABELS[radius])}
            </label>
          ))}
        </fieldset>
        <button type="button" className="button button-secondary" onClick={reset}>
          {_(msg`Reset`)}
        </button>
      </div>
    </details>
  )
}
