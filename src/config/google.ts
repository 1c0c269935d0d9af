import type { Env } from './env'

/** Google's OAuth 2.0 and OpenID Connect endpoints; each may be replaced (a test's stand-in). */
const GOOGLE_ENDPOINTS = {
  authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  userInfo: 'https://openidconnect.googleapis.com/v1/userinfo',
}

export type GoogleSettings = {
  clientId: string
  clientSecret: string
  authorizationUrl: string
  tokenUrl: string
  userInfoUrl: string
}

/** Google sign-in settings, or undefined when it is not configured (then it is not offered). */
export function googleSettings(config: Env): GoogleSettings | undefined {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return undefined
  return {
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    authorizationUrl: config.GOOGLE_AUTHORIZATION_URL ?? GOOGLE_ENDPOINTS.authorization,
    tokenUrl: config.GOOGLE_TOKEN_URL ?? GOOGLE_ENDPOINTS.token,
    userInfoUrl: config.GOOGLE_USERINFO_URL ?? GOOGLE_ENDPOINTS.userInfo,
  }
}
