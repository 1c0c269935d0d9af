import { msg, plural } from '@lingui/core/macro'
import { BRAND_NAME } from '../../config/constants'
import type { DocumentKind } from '../../contracts/applications.lists'
import { loadMessages } from '../../i18n/catalogues'
import { i18nFor } from '../../i18n/instance'
import { type LocaleCode, localeOf } from '../../i18n/locales'
import { type MessageText, smsText } from '../accounts/message-texts'

// One whole sentence per document, never a name put into a sentence: Swahili's "cheti" and
// "leseni" take different agreements, as French's and Arabic's genders do.

/**
 * The cook's SMS that a document runs out soon (decision record 0113), in one segment: which
 * one, in how many days, and that the badge depends on it.
 */
export async function documentExpiringSms(
  locale: LocaleCode,
  facts: { kind: DocumentKind; days: number },
): Promise<MessageText> {
  const i18n = i18nFor(locale, await loadMessages(localeOf(locale)))
  const brand = BRAND_NAME
  const { days } = facts
  const text =
    facts.kind === 'medical-certificate'
      ? msg`${brand}: your medical certificate runs out in ${plural(days, { one: '# day', other: '# days' })}. Send its renewal to keep your verified badge.`
      : msg`${brand}: your food licence runs out in ${plural(days, { one: '# day', other: '# days' })}. Send its renewal to keep your verified badge.`
  const body = smsText(i18n._(text))
  return { subject: body, body }
}

/** The operators' e-mail about a kitchen whose document runs out soon. */
export async function documentExpiringEmail(
  locale: LocaleCode,
  facts: { kind: DocumentKind; kitchen: string; kitchenId: number; expiresOn: string; days: number },
): Promise<MessageText> {
  const i18n = i18nFor(locale, await loadMessages(localeOf(locale)))
  const brand = BRAND_NAME
  const { kitchen, kitchenId, expiresOn, days } = facts
  const medical = facts.kind === 'medical-certificate'
  return {
    subject: i18n._(
      medical
        ? msg`${brand}: the medical certificate of ${kitchen} runs out on ${expiresOn}`
        : msg`${brand}: the food licence of ${kitchen} runs out on ${expiresOn}`,
    ),
    body: i18n._(
      medical
        ? msg`The medical certificate of ${kitchen} (kitchen ${kitchenId}) runs out on ${expiresOn}, in ${plural(days, { one: '# day', other: '# days' })}. Its verified badge drops that day unless a renewed certificate is checked. The cook was reminded too.`
        : msg`The food licence of ${kitchen} (kitchen ${kitchenId}) runs out on ${expiresOn}, in ${plural(days, { one: '# day', other: '# days' })}. Its verified badge drops that day unless a renewed licence is checked. The cook was reminded too.`,
    ),
  }
}
