import { msg } from '@lingui/core/macro'
import { BRAND_NAME } from '../../config/constants'
import { loadMessages } from '../../i18n/catalogues'
import { i18nFor } from '../../i18n/instance'
import { type LocaleCode, localeOf } from '../../i18n/locales'
import type { MessageText } from '../accounts/message-texts'

export type ApplicationNews =
  | { step: 'received' }
  | { step: 'reviewing' }
  | { step: 'approved'; kitchenLink: string }
  | { step: 'rejected'; reason: string }

/** What the applicant is told at each step of their application, in the language they applied in. */
export async function applicationText(
  locale: LocaleCode,
  facts: { id: number; kitchen: string },
  news: ApplicationNews,
): Promise<MessageText> {
  const i18n = i18nFor(locale, await loadMessages(localeOf(locale)))
  const brand = BRAND_NAME
  const { id, kitchen } = facts
  const subject = i18n._(msg`${brand}: your application ${id} for ${kitchen}`)
  switch (news.step) {
    case 'received':
      return {
        subject,
        body: i18n._(
          msg`We have received your application ${id} for ${kitchen} with its two documents. Our team will review it and write to you at each step.`,
        ),
      }
    case 'reviewing':
      return {
        subject,
        body: i18n._(
          msg`We are reviewing your application ${id} for ${kitchen} and checking its documents. We will tell you our decision.`,
        ),
      }
    case 'approved': {
      const link = news.kitchenLink
      return {
        subject,
        body: i18n._(
          msg`Welcome to ${brand}! Your application ${id} for ${kitchen} is approved. Sign in with this e-mail address (or create your account with it) to run your kitchen: ${link}`,
        ),
      }
    }
    case 'rejected': {
      const reason = news.reason
      return {
        subject,
        body: i18n._(
          msg`We are sorry: your application ${id} for ${kitchen} was not approved. The reason: ${reason}. You are welcome to apply again once this is resolved.`,
        ),
      }
    }
  }
}
