/**
 * DESIGN, Security: in the production build every cookie the app sets, by the server or by a
 * script, is `__Host-` prefixed, so the browser keeps it only if it is Secure, has Path=/ and no
 * Domain: bound to this exact origin, never planted by a sibling subdomain or plain http. In
 * development and tests (`vite dev`, Vitest) over http the plain names are used. The build fixes
 * the choice (`vite build` is the production mode), the same for server and browser code;
 * outside Vite (scripts under tsx) `import.meta.env` is absent and the plain names apply.
 */
export const PREFIXED_COOKIES: boolean = import.meta.env?.PROD === true

export const cookieName = (base: string): string => (PREFIXED_COOKIES ? `__Host-${base}` : base)

/** The attributes of a preference cookie a script writes (`document.cookie`): readable, Lax. */
export const scriptCookieAttributes = (maxAgeS: number): string =>
  `Max-Age=${maxAgeS}; Path=/; SameSite=Lax${PREFIXED_COOKIES ? '; Secure' : ''}`
