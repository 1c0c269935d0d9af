import { cookieName } from './cookie-names'

/** SPEC §9: the brand theme and ten colour themes, each light or dark, and the corner radius. */
export const THEME_COLOURS = [
  'brand',
  'bluenavy',
  'blueyale',
  'blueolympic',
  'greenmoss',
  'greenlime',
  'purplemonster',
  'orangecarrot',
  'redruby',
  'yellowgranola',
  'greysteel',
] as const
export type ThemeColour = (typeof THEME_COLOURS)[number]

export const THEME_MODES = ['light', 'dark'] as const
export type ThemeMode = (typeof THEME_MODES)[number]

export const CORNER_RADII = ['square', 'rounded'] as const
export type CornerRadius = (typeof CORNER_RADII)[number]

/** Cookie names (one day, SPEC §9); an empty value removes the cookie. */
export const THEME_COOKIE = cookieName('hc_theme')
export const RADIUS_COOKIE = cookieName('hc_radius')

export type ThemeChoice = { colour: ThemeColour; mode: ThemeMode; radius: CornerRadius }
const DEFAULT_THEME: ThemeChoice = { colour: 'brand', mode: 'light', radius: 'square' }

/** Reads the cookies' values ("dark.greenmoss", "rounded"); anything unknown falls back to the default. */
export function parseThemeCookies(theme: string | undefined, radius: string | undefined): ThemeChoice {
  const [mode, colour] = (theme ?? '').split('.')
  return {
    mode: THEME_MODES.find((m) => m === mode) ?? DEFAULT_THEME.mode,
    colour: THEME_COLOURS.find((c) => c === colour) ?? DEFAULT_THEME.colour,
    radius: CORNER_RADII.find((r) => r === radius) ?? DEFAULT_THEME.radius,
  }
}

export const themeCookieValue = (choice: ThemeChoice) => `${choice.mode}.${choice.colour}`
