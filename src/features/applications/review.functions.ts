import { createServerFn } from '@tanstack/react-start'
import {
  ApplicationListInput,
  ApplicationStepCall,
  DocumentCheckCall,
} from '../../contracts/applications.schemas'
import { IdInput } from '../../lib/schema-pieces'
import { apiCall } from '../../server/api-call.server'

/**
 * The operators' review (and an applicant's own applications), apart from the join form's function.
 * Each validates with the API's own schema (contracts/applications.schemas.ts).
 */

/** Applications: all (of a status) for an operator, else the account's own. */
export const getApplications = createServerFn({ method: 'GET' })
  .validator(ApplicationListInput)
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
  .validator(ApplicationStepCall)
  .handler(async ({ data: { id, ...step } }) =>
    apiCall((api, o) =>
      api.shop['kitchen-applications'][':id'].transitions.$post({ param: { id: String(id) }, json: step }, o),
    ),
  )

/** An operator's check of one document, valid until a day. */
export const checkApplicationDocument = createServerFn({ method: 'POST' })
  .validator(DocumentCheckCall)
  .handler(async ({ data: { id, kind, expiresOn } }) =>
    apiCall((api, o) =>
      api.shop['kitchen-applications'][':id'].documents[':kind'].checks.$post(
        { param: { id: String(id), kind }, json: { expiresOn } },
        o,
      ),
    ),
  )
