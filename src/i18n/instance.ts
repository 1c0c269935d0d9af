import { type I18n, type Messages, setupI18n } from '@lingui/core'
import type { LocaleCode } from './locales'

const instances = new WeakMap<Messages, I18n>()

/**
 * An i18n instance for one locale's messages. Never the global one: on the server two
 * concurrent requests in two languages must not share an instance. Cached per catalogue
 * object, which is immutable once compiled.
 */
export function i18nFor(locale: LocaleCode, messages: Messages): I18n {
  let i18n = instances.get(messages)
  if (!i18n || i18n.locale !== locale) {
    i18n = setupI18n({ locale, messages: { [locale]: messages } })
    instances.set(messages, i18n)
  }
  return i18n
}
