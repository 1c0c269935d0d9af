import { msg } from '@lingui/core/macro'
import { BRAND_NAME } from '../../config/constants'
import { loadMessages } from '../../i18n/catalogues'
import { i18nFor } from '../../i18n/instance'
import { type LocaleCode, localeOf } from '../../i18n/locales'
import { formatKes } from '../../lib/money'
import { type MessageText, smsText } from '../accounts/message-texts'

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

/** Tells the shopper their kitchen did not answer the order in time, so it stops, and that paid money comes back. */
export async function unansweredText(
  locale: LocaleCode,
  facts: { orderId: number; kitchen: string; refundKes: number },
): Promise<MessageText> {
  const i18n = i18nFor(locale, await loadMessages(localeOf(locale)))
  const { orderId, kitchen, refundKes } = facts
  const brand = BRAND_NAME
  const refund = formatKes(refundKes, locale)
  return {
    subject: i18n._(msg`${brand}: order ${orderId} was not taken`),
    body:
      refundKes > 0
        ? i18n._(
            msg`${kitchen} did not answer your order ${orderId} in time, so it will not be cooked. The ${refund} you paid by M-Pesa will be refunded to you.`,
          )
        : i18n._(
            msg`${kitchen} did not answer your order ${orderId} in time, so it will not be cooked. Nothing is due for it.`,
          ),
  }
}

/**
 * The cook's SMS about an order still waiting for an answer, in one segment in every full
 * language: the order's number, its total and the minutes left before it is declined for the kitchen.
 */
export async function orderWaitingSms(
  locale: LocaleCode,
  facts: { orderId: number; totalKes: number; minutesLeft: number },
): Promise<MessageText> {
  const i18n = i18nFor(locale, await loadMessages(localeOf(locale)))
  const { orderId, minutesLeft } = facts
  const brand = BRAND_NAME
  const total = formatKes(facts.totalKes, locale)
  const body = smsText(
    i18n._(
      msg`${brand}: order ${orderId} (${total}) waits for you. Accept or decline it within ${minutesLeft} min, or it is declined.`,
    ),
  )
  return { subject: body, body }
}

/** The cook's SMS when missed orders paused the kitchen: why, until when, and how to open again. */
export async function pausedForMissesSms(
  locale: LocaleCode,
  facts: { missed: number },
): Promise<MessageText> {
  const i18n = i18nFor(locale, await loadMessages(localeOf(locale)))
  const brand = BRAND_NAME
  const { missed } = facts
  const body = smsText(
    i18n._(
      msg`${brand}: ${missed} orders in a row were not answered, so your kitchen is paused until midnight. Resume it on your menu page.`,
    ),
  )
  return { subject: body, body }
}

/**
 * The rider's SMS with the link to their order's page (decision record 0111): one segment in
 * the languages written in GSM letters, two in Arabic (UCS-2, where the link is 60 of 70).
 */
export async function riderLinkSms(
  locale: LocaleCode,
  facts: { orderId: number; link: string },
): Promise<MessageText> {
  const i18n = i18nFor(locale, await loadMessages(localeOf(locale)))
  const brand = BRAND_NAME
  const { orderId, link } = facts
  const body = smsText(
    i18n._(msg`${brand}: please deliver order ${orderId}. Pick-up, drop-off and steps: ${link}`),
  )
  return { subject: body, body }
}

/**
 * A new order's Web Push alert on the cook's phone, locked or not (decision record 0114): what
 * the lock screen shows, in the board's language. No shopper's name or address on a lock screen.
 */
export async function newOrderPushText(
  locale: LocaleCode,
  facts: { orderId: number; totalKes: number },
): Promise<{ title: string; body: string }> {
  const i18n = i18nFor(locale, await loadMessages(localeOf(locale)))
  const { orderId } = facts
  const total = formatKes(facts.totalKes, locale)
  return {
    title: i18n._(msg`New order ${orderId}`),
    body: i18n._(msg`${total}: open your board to accept or decline it.`),
  }
}
