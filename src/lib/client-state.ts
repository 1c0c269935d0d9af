/**
 * SPEC §3 and §9: the client state a browser keeps under local-storage keys prefixed with the
 * app's package name (package.json's "name", checked by tests/unit/client-state.test.ts). Each
 * key mirrors one preference cookie, which lives a day (the theme) or a year (the language):
 * the key outlives it, and the head's script puts the cookie back when it has gone
 * (src/boot/restore-client-state.ts, decision 0096). Display preferences only: no token, no
 * name, no place (decision 0096 says why).
 */
export const CLIENT_STATE_PREFIX = 'homecooked.'

export const CLIENT_STATE_KEYS = {
  language: `${CLIENT_STATE_PREFIX}language`,
  themeColor: `${CLIENT_STATE_PREFIX}themeColor`,
  themeRadius: `${CLIENT_STATE_PREFIX}themeRadius`,
} as const

export type ClientStateKey = (typeof CLIENT_STATE_KEYS)[keyof typeof CLIENT_STATE_KEYS]

/** Keeps a preference under its key; an empty value removes it (as it removes its cookie). */
export function keepClientState(key: ClientStateKey, value: string): void {
  try {
    if (value) localStorage.setItem(key, value)
    else localStorage.removeItem(key)
  } catch {
    // Storage refused (private mode, quota, disabled): the cookie alone still holds the choice.
  }
}
