import { createServerFn } from '@tanstack/react-start'
import { localeByCode } from '../../i18n/locales'
import { InputRefused } from '../../lib/input-refused'
import { apiCall } from '../../server/api-call.server'

/**
 * Sends the join form as it came (multipart, with its two documents) to POST
 * /api/kitchen-applications; the API checks every field and file and names each problem. The
 * page's language goes along (hidden `locale` field), so the applicant's messages use it.
 */
export const sendApplication = createServerFn({ method: 'POST' })
  .validator((data: unknown) => {
    if (!(data instanceof FormData)) throw new InputRefused({ body: ['input.wrongValue'] })
    return data
  })
  .handler(async ({ data }) => {
    const locale = localeByCode(String(data.get('locale') ?? ''))?.code
    data.delete('locale')
    return apiCall(
      (api, o) => {
        // The body's boundary is the form's own: fetch writes the Content-Type.
        const { 'Content-Type': _json, ...headers } = o.headers
        return api.shop['kitchen-applications'].$post({}, { headers, init: { ...o.init, body: data } })
      },
      { locale },
    )
  })
