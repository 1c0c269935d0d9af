import * as v from 'valibot'
import { EarningsQuery } from '../contracts/earnings.schemas'
import { apiClient } from './api-client.server'
import { requestOptions } from './api-request.server'
import { relayedFile } from './relayed-file.server'
import { sessionCallContext } from './request-context.server'

/**
 * The kitchen's earnings statement as CSV, relayed from GET /api/kitchen/earnings/statement with the
 * session's Bearer token: a download link cannot send the token itself (it lives in httpOnly
 * cookies). The API decides who may have it; a refusal comes back as its bare status.
 */
export async function relayEarningsStatement(search: URLSearchParams) {
  const client = await apiClient()
  const context = await sessionCallContext(client)
  if (!context.accessToken) return new Response(null, { status: 401 })
  const query = v.safeParse(EarningsQuery, Object.fromEntries(search))
  if (!query.success) return new Response(null, { status: 404 })
  const { period, date } = query.output
  const { headers, init } = requestOptions(context)
  const { 'Content-Type': _json, ...sent } = headers
  const answer = await client.shop.kitchen.earnings.statement.$get(
    { query: { period, ...(date ? { date } : {}) } },
    { headers: { ...sent, Accept: 'text/csv' }, init },
  )
  return relayedFile(answer)
}
