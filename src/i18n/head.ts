import type { I18n, MessageDescriptor, Messages } from '@lingui/core'
import { BRAND_NAME } from '../config/constants'
import { i18nFor } from './instance'
import { DEFAULT_LOCALE, type LocaleCode, localeByCode } from './locales'

type MatchLike = { context?: unknown; loaderData?: unknown }

const hasLocale = (value: unknown): value is { locale: LocaleCode } =>
  typeof value === 'object' && value !== null && localeByCode((value as { locale?: string }).locale) !== undefined
const hasMessages = (value: unknown): value is { messages: Messages } =>
  typeof value === 'object' && value !== null && typeof (value as { messages?: unknown }).messages === 'object'

/** The i18n of a page's head(): built from the root match's locale and catalogue. */
export function headI18n(matches: readonly MatchLike[]): I18n {
  const root = matches[0]
  const locale = hasLocale(root?.context) ? root.context.locale : DEFAULT_LOCALE
  const messages = hasMessages(root?.loaderData) ? root.loaderData.messages : {}
  return i18nFor(locale, messages)
}

/** SPEC §1: the title template is the product name followed by the page title. */
export function pageTitle(i18n: I18n, title: MessageDescriptor): string {
  return `${BRAND_NAME} | ${i18n._(title)}`
}
