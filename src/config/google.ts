import { GOOGLE_ENDPOINTS, type GoogleSettings } from '../domain/accounts/google'
import type { Env } from './env'

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
