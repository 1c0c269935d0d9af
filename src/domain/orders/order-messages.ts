import { msg } from '@lingui/core/macro'
import { BRAND_NAME } from '../../config/constants'
import { loadMessages } from '../../i18n/catalogues'
import { i18nFor } from '../../i18n/instance'
import { type LocaleCode, localeOf } from '../../i18n/locales'
import { formatKes } from '../../lib/money'
import type { MessageText } from '../accounts/message-texts'

/** Tells the shopper the kitchen declined their order, why, and that paid money comes back. */
export async function declinedText(
  locale: LocaleCode,
  facts: { orderId: number; kitchen: string; reason: string; refundKes: number },
): Promise<MessageText> {
  const i18n = i18nFor(locale, await loadMessages(localeOf(locale)))
  const { orderId, kitchen, reason, refundKes } = facts
  const brand = BRAND_NAME
  const refund = formatKes(refundKes, locale)
  return {
    subject: i18n._(msg`${brand}: order ${orderId} was declined`),
    body:
      refundKes > 0
        ? i18n._(
            msg`${kitchen} cannot cook your order ${orderId}: ${reason}. The ${refund} you paid by M-Pesa will be refunded to you.`,
          )
        : i18n._(msg`${kitchen} cannot cook your order ${orderId}: ${reason}. Nothing is due for it.`),
  }
}
