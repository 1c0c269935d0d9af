import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { DOCUMENT_KINDS } from '../../contracts/applications.lists'
import { RenewalDecision } from '../../contracts/renewals.schemas'
import { InputRefused } from '../../lib/input-refused'
import { positiveId } from '../../lib/schema-pieces'
import { apiCall } from '../../server/api-call.server'

/** Renewed documents (decision record 0115): the kitchen's side and the operators' queue. */

export const getKitchenDocuments = createServerFn({ method: 'GET' }).handler(async () =>
  apiCall((api, o) => api.shop.kitchen.documents.$get({}, o)),
)

/** The renewal form as it came (multipart: `kind` and the file as `document`), to the API. */
export const sendRenewal = createServerFn({ method: 'POST' })
  .validator((data: unknown) => {
    if (!(data instanceof FormData)) throw new InputRefused({ body: ['input.wrongValue'] })
    const kind = DOCUMENT_KINDS.find((known) => known === data.get('kind'))
    if (!kind) throw new InputRefused({ kind: ['application.documentKind'] })
    data.delete('kind')
    return { kind, form: data }
  })
  .handler(async ({ data }) =>
    apiCall((api, o) => {
      // The body's boundary is the form's own: fetch writes the Content-Type.
      const { 'Content-Type': _json, ...headers } = o.headers
      return api.shop.kitchen.documents[':kind'].renewal.$put(
        { param: { kind: data.kind } },
        { headers, init: { ...o.init, body: data.form } },
      )
    }),
  )

export const getRenewalQueue = createServerFn({ method: 'GET' }).handler(async () =>
  apiCall((api, o) => api.shop['document-renewals'].$get({}, o)),
)

export const decideRenewal = createServerFn({ method: 'POST' })
  .validator(v.object({ id: positiveId('input.id'), decision: RenewalDecision }))
  .handler(async ({ data }) =>
    apiCall((api, o) =>
      api.shop['document-renewals'][':id'].decision.$post(
        { param: { id: String(data.id) }, json: data.decision },
        o,
      ),
    ),
  )
