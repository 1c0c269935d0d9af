import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { LOCALE_CODES } from '../../i18n/locales'
import { positiveId } from '../../lib/schema-pieces'
import { apiCall } from '../../server/api-call.server'

const id = positiveId()
const locale = v.picklist(LOCALE_CODES)

/** The header's notifications, titles in the page's language (a visitor has none: no API call). */
export const getNotifications = createServerFn({ method: 'GET' })
  .validator(v.object({ locale }))
  .handler(async ({ data }) =>
    apiCall((api, o) => api.shop.notifications.$get({ query: { perPage: '20' } }, o), {
      locale: data.locale,
      whenSignedOut: {
        data: {
          items: [],
          page: 1,
          perPage: 20,
          total: 0,
          totalCapped: false,
          pageCount: 0,
          unread: 0,
          lastId: 0,
        },
        errors: null,
        status: 200,
      },
    }),
  )

export const readNotification = createServerFn({ method: 'POST' })
  .validator(v.object({ id }))
  .handler(async ({ data }) =>
    apiCall((api, o) => api.shop.notifications[':id'].read.$post({ param: { id: String(data.id) } }, o)),
  )

export const readAllNotifications = createServerFn({ method: 'POST' }).handler(async () =>
  apiCall((api, o) => api.shop.notifications['read-all'].$post({}, o)),
)

export const removeNotification = createServerFn({ method: 'POST' })
  .validator(v.object({ id }))
  .handler(async ({ data }) =>
    apiCall((api, o) => api.shop.notifications[':id'].$delete({ param: { id: String(data.id) } }, o)),
  )
