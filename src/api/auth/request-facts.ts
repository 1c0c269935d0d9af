import type { Context } from 'hono'
import { DEFAULT_LOCALE, type LocaleCode } from '../../i18n/locales'
import { negotiateLocale } from '../../i18n/negotiate'
import { clientAddressFrom } from '../../lib/client-address'
import type { ApiEnv } from '../env'

/**
 * The caller's network address, for rate limits: what the serving process worked out; else, from
 * the in-process web tier, the address it wrote; else the hop our trusted proxies saw (never the
 * leftmost hop, which any client can write).
 */
export function clientAddress<E extends ApiEnv>(c: Context<E>): string {
  if (c.env?.clientAddress) return c.env.clientAddress
  const forwarded = c.req.header('x-forwarded-for')
  if (c.env?.trustForwardedFor) return forwarded?.split(',').at(-1)?.trim() || 'unknown'
  return clientAddressFrom(forwarded, undefined, c.var.accounts.trustedProxies) ?? 'unknown'
}

/** The language for messages sent on this request: the caller's Accept-Language. */
export const requestLocale = <E extends ApiEnv>(c: Context<E>): LocaleCode =>
  negotiateLocale(c.req.header('accept-language')) ?? DEFAULT_LOCALE

export const userAgent = <E extends ApiEnv>(c: Context<E>) => c.req.header('user-agent')
