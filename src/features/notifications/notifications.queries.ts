import { queryOptions } from '@tanstack/react-query'
import type { LocaleCode } from '../../i18n/locales'
import { unwrap } from '../../lib/api-errors'
import { getNotifications } from './notifications.functions'

/** Under 'me': dropped when the sign-in state changes. Titles come in the page's language. */
export const notificationsQuery = (locale: LocaleCode) =>
  queryOptions({
    queryKey: ['me', 'notifications', locale],
    queryFn: async () => unwrap(await getNotifications({ data: { locale } })),
  })
