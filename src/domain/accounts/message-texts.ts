import { msg, plural } from '@lingui/core/macro'
import { BRAND_NAME, RESET_TOKEN_TTL_MS, VERIFICATION_CODE_TTL_MS } from '../../config/constants'
import { loadMessages } from '../../i18n/catalogues'
import { i18nFor } from '../../i18n/instance'
import { type LocaleCode, localeOf } from '../../i18n/locales'
import { localKenyanPhone } from '../../lib/phone-format'

export type MessageText = { subject: string; body: string }

/**
 * A text as one SMS segment can carry it: plain spaces, as the no-break spaces of an amount
 * ("KSh 1,250", French "1 250") are not in the GSM alphabet and one of them makes the whole text
 * UCS-2 (70 characters a segment); and no directional isolates, which a screen's Arabic needs
 * around a name or a number but which cost a UCS-2 character each, four to a message.
 */
export const smsText = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u2066-\u2069]/g, '')

/** The verification code message, in the recipient's language. */
export async function verificationText(locale: LocaleCode, code: string): Promise<MessageText> {
  const i18n = i18nFor(locale, await loadMessages(localeOf(locale)))
  const minutes = VERIFICATION_CODE_TTL_MS / 60_000
  const brand = BRAND_NAME
  return {
    subject: i18n._(msg`Your ${brand} code is ${code}`),
    body: i18n._(
      msg`Your ${brand} verification code is ${code}. It works for ${plural(minutes, { one: '# minute', other: '# minutes' })}. If you did not ask for it, ignore this message.`,
    ),
  }
}

/** The password-reset message, in the recipient's language, with the single-use link. */
export async function resetText(locale: LocaleCode, link: string): Promise<MessageText> {
  const i18n = i18nFor(locale, await loadMessages(localeOf(locale)))
  const minutes = RESET_TOKEN_TTL_MS / 60_000
  const brand = BRAND_NAME
  return {
    subject: i18n._(msg`Reset your ${brand} password`),
    body: i18n._(
      msg`Open this link within ${plural(minutes, { one: '# minute', other: '# minutes' })} to choose a new ${brand} password: ${link} If you did not ask for it, ignore this message; your password stays the same.`,
    ),
  }
}

/**
 * To an address someone tried to open an account with when it already has one: the answer to
 * the registration does not say so (decision record 0033), this message does, to its owner.
 */
export async function accountExistsText(
  locale: LocaleCode,
  links: { signIn: string; reset: string },
): Promise<MessageText> {
  const i18n = i18nFor(locale, await loadMessages(localeOf(locale)))
  const brand = BRAND_NAME
  const { signIn, reset } = links
  return {
    subject: i18n._(msg`You already have a ${brand} account`),
    body: i18n._(
      msg`Someone, perhaps you, tried to open a ${brand} account with this email or phone number, which already has one. Sign in here: ${signIn} Forgot your password? Choose a new one here: ${reset} If it was not you, ignore this message; nothing has changed.`,
    ),
  }
}

/**
 * To the identifier an account signed in with until now, once it switched to another: whoever
 * changed it without its owner knowing is found out. Short enough for one SMS in every language;
 * the new identifier is shown as Kenyans write a number (0712 345 678). No isolating marks here:
 * one would make every language's SMS UCS-2 (70 characters); Arabic's translation isolates it.
 */
export async function signInChangedText(
  locale: LocaleCode,
  newIdentifier: string,
  contact: string,
): Promise<MessageText> {
  const i18n = i18nFor(locale, await loadMessages(localeOf(locale)))
  const brand = BRAND_NAME
  const shown = localKenyanPhone(newIdentifier)
  return {
    subject: i18n._(msg`${brand}: you now sign in with ${shown}. Not you? Tell us.`),
    body: i18n._(
      msg`Your ${brand} account now signs in with ${shown}, no longer with this one. If you did not change it, write to us at once: ${contact} Someone else may hold your account.`,
    ),
  }
}
