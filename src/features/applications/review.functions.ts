import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { APPLICATION_STATUSES, APPLICATION_STEPS, DOCUMENT_KINDS } from '../../contracts/applications.lists'
import { IdInput } from '../../lib/schema-pieces'
import { apiCall } from '../../server/api-call.server'

/** The operators' review (and an applicant's own applications), apart from the join form's function. */

const ListInput = v.object({
  status: v.optional(v.picklist(APPLICATION_STATUSES)),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
})

/** Applications: all (of a status) for an operator, else the account's own. */
export const getApplications = createServerFn({ method: 'GET' })
  .validator(ListInput)
  .handler(async ({ data }) =>
    apiCall((api, o) =>
      api.shop['kitchen-applications'].$get(
        {
          query: { page: String(data.page), perPage: '20', ...(data.status ? { status: data.status } : {}) },
        },
        o,
      ),
    ),
  )

export const getApplication = createServerFn({ method: 'GET' })
  .validator(IdInput)
  .handler(async ({ data }) =>
    apiCall((api, o) => api.shop['kitchen-applications'][':id'].$get({ param: { id: String(data.id) } }, o)),
  )

/** An operator's step: reviewing, approved, or rejected with a reason. */
export const stepApplication = createServerFn({ method: 'POST' })
  .validator(
    v.object({ ...IdInput.entries, to: v.picklist(APPLICATION_STEPS), reason: v.optional(v.string()) }),
  )
  .handler(async ({ data: { id, ...step } }) =>
    apiCall((api, o) =>
      api.shop['kitchen-applications'][':id'].transitions.$post({ param: { id: String(id) }, json: step }, o),
    ),
  )

/** An operator's check of one document, valid until a day. */
export const checkApplicationDocument = createServerFn({ method: 'POST' })
  .validator(v.object({ ...IdInput.entries, kind: v.picklist(DOCUMENT_KINDS), expiresOn: v.string() }))
  .handler(async ({ data: { id, kind, expiresOn } }) =>
    apiCall((api, o) =>
      api.shop['kitchen-applications'][':id'].documents[':kind'].checks.$post(
        { param: { id: String(id), kind }, json: { expiresOn } },
        o,
      ),
    ),
  )
