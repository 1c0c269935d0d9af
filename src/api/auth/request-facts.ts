import type { Context } from 'hono'
import { DEFAULT_LOCALE, type LocaleCode } from '../../i18n/locales'
import { negotiateLocale } from '../../i18n/negotiate'
import type { ApiEnv } from '../env'

/**
 * The caller's network address, for rate limits: what the serving process saw, else the first
 * X-Forwarded-For hop when that header is trusted (behind our proxy or from the in-process web tier).
 */
export function clientAddress<E extends ApiEnv>(c: Context<E>): string {
  if (c.env?.clientAddress) return c.env.clientAddress
  if (c.env?.trustForwardedFor || c.var.accounts.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  return 'unknown'
}

/** The language for messages sent on this request: the caller's Accept-Language. */
export const requestLocale = <E extends ApiEnv>(c: Context<E>): LocaleCode =>
  negotiateLocale(c.req.header('accept-language')) ?? DEFAULT_LOCALE

export const userAgent = <E extends ApiEnv>(c: Context<E>) => c.req.header('user-agent')
