import { messages } from '../../locales/en.po'
import { i18nFor } from '../i18n/instance'
import { localisedValues } from '../lib/message-values'

const english = i18nFor('en-KE', messages)

/**
 * The English text of a message id, for the API's `message` and `errors` (partners and the
 * mobile apps read English; the web translates by the id). Anything that is not an id (data
 * such as a meal's name) is given back as it is.
 */
export function englishOf(id: string, values: Record<string, string | number> = {}): string {
  // Looked up only when it is an id: Lingui would print an "uncompiled message" warning per
  // meal name into the server's log.
  return Object.hasOwn(messages, id) ? english._(id, localisedValues(values, 'en-KE')) : id
}
