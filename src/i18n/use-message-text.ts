import { useLingui } from '@lingui/react'
import { localisedValues } from '../lib/message-values'

/**
 * A message by its id (an API refusal's code, a field error) with its values, in the reader's
 * language, its amounts and distances written as that language writes numbers (message-values.ts).
 */
export function useMessageText(): (id: string, values?: Record<string, unknown>) => string {
  const { i18n } = useLingui()
  return (id, values) => i18n._(id, localisedValues(values, i18n.locale))
}
