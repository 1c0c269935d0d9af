import { createServerFn } from '@tanstack/react-start'
import { InquiryInput } from '../../contracts/content.schemas'
import { apiCall } from '../../server/api-call.server'

/** Sends a contact message or partnership application to the API, which stores it. */
export const sendInquiry = createServerFn({ method: 'POST' })
  .validator(InquiryInput)
  .handler(async ({ data }) =>
    apiCall((api, options) => api.shop.inquiries.$post({ json: data }, options), { as: 'visitor' }),
  )
