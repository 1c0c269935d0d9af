/** Cookies only the server reads: httpOnly, sent on top-level navigations (Lax), Secure in production. */
export const serverOnlyCookie = () =>
  ({ httpOnly: true, sameSite: 'lax', secure: process.env.NODE_ENV === 'production', path: '/' }) as const
