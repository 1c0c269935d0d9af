import { DOCUMENT_KINDS } from '../contracts/applications.lists'
import { apiClient } from './api-client.server'
import { requestOptions } from './api-request.server'
import { sessionCallContext } from './request-context.server'

/** The headers of the API's document answer that the browser gets too. */
const KEPT = [
  'content-type',
  'content-length',
  'content-disposition',
  'x-content-type-options',
  'cache-control',
  'content-security-policy',
]

/**
 * A document of an application, relayed from the API with the session's Bearer token: a link on
 * the review page cannot send the token itself (it lives in httpOnly cookies). The API decides
 * who may see it; a refusal comes back as its bare status.
 */
export async function relayDocument(id: string, kind: string) {
  const client = await apiClient()
  const context = await sessionCallContext(client)
  if (!context.accessToken) return new Response(null, { status: 401 })
  const documentKind = DOCUMENT_KINDS.find((known) => known === kind)
  if (!/^\d{1,10}$/.test(id) || !documentKind) return new Response(null, { status: 404 })
  const { headers, init } = requestOptions(context)
  const { 'Content-Type': _json, ...sent } = headers
  const answer = await client.shop['kitchen-applications'][':id'].documents[':kind'].$get(
    { param: { id, kind: documentKind } },
    { headers: { ...sent, Accept: '*/*' }, init },
  )
  if (!answer.ok)
    return new Response(null, { status: answer.status, headers: { 'Cache-Control': 'no-store' } })
  const kept = new Headers()
  for (const name of KEPT) {
    const value = answer.headers.get(name)
    if (value) kept.set(name, value)
  }
  return new Response(answer.body, { status: 200, headers: kept })
}
