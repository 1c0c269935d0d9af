import { createServerFn } from '@tanstack/react-start'
import { InquiryInput } from '../../lib/inquiry-schema'
import { apiClient } from '../../server/api-client.server'
import { callApi } from '../../server/call-api.server'
import { requestCallContext } from '../../server/request-context.server'

/** Sends a contact message or partnership application to the API, which stores it. */
export const sendInquiry = createServerFn({ method: 'POST' })
  .validator(InquiryInput)
  .handler(async ({ data }) =>
    callApi(await apiClient(), requestCallContext(), (api, options) =>
      api.shop.inquiries.$post({ json: data }, options),
    ),
  )
