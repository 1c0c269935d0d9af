import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { InquiryInput } from '../../contracts/content.schemas'
import { LOCALE_CODES } from '../../i18n/locales'
import { apiCall } from '../../server/api-call.server'
import { STATIC_PAGE_SLUGS } from './static-pages'

/** Sends a contact message or partnership application to the API, which stores it. */
export const sendInquiry = createServerFn({ method: 'POST' })
  .validator(InquiryInput)
  .handler(async ({ data }) =>
    apiCall((api, options) => api.shop.inquiries.$post({ json: data }, options), { as: 'visitor' }),
  )

/** A static page's text from the content API (SPEC §7 `POST /_content/{path}`), in the page's language. */
export const fetchStaticContent = createServerFn({ method: 'GET' })
  .validator(v.object({ slug: v.picklist(STATIC_PAGE_SLUGS), locale: v.picklist(LOCALE_CODES) }))
  .handler(async ({ data }) =>
    apiCall(
      (api, options) =>
        api.shop._content[':path{.+}'].$post(
          { param: { path: `pages/${data.slug}` }, json: { locale: data.locale } },
          options,
        ),
      { as: 'visitor', locale: data.locale },
    ),
  )
