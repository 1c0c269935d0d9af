import { DOCUMENT_KINDS } from '../contracts/applications.lists'
import { apiClient } from './api-client.server'
import { requestOptions } from './api-request.server'
import { relayedFile } from './relayed-file.server'
import { sessionCallContext } from './request-context.server'

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
  return relayedFile(answer)
}

/** A kitchen's renewed document, relayed the same way (decision record 0115). */
export async function relayRenewal(id: string) {
  const client = await apiClient()
  const context = await sessionCallContext(client)
  if (!context.accessToken) return new Response(null, { status: 401 })
  if (!/^\d{1,10}$/.test(id)) return new Response(null, { status: 404 })
  const { headers, init } = requestOptions(context)
  const { 'Content-Type': _json, ...sent } = headers
  const answer = await client.shop['document-renewals'][':id'].document.$get(
    { param: { id } },
    { headers: { ...sent, Accept: '*/*' }, init },
  )
  return relayedFile(answer)
}
