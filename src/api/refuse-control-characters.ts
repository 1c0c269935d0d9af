import type { MiddlewareHandler } from 'hono'
import { MAX_JSON_DEPTH } from '../config/constants'
import { nestedDeeperThan, pathsWithControlCharacters } from '../lib/control-characters'
import { errorBody } from './errors'

/**
 * One check for every route: a query parameter or JSON body field that carries a control
 * character (NUL above all, which Postgres cannot store) answers 422 naming the field, before
 * any handler sees it. So does a JSON body nested deeper than any request of the API needs,
 * which would otherwise overflow the stack of whatever walks it (a 500). A body that is not
 * JSON is left to the route's own validation.
 */
export const refuseControlCharacters: MiddlewareHandler = async (c, next) => {
  const fields = pathsWithControlCharacters(c.req.queries())
    // A repeated query key is an array: name the key, not its position.
    .map((path) => path.replace(/\.\d+$/, ''))
  if (c.req.header('content-type')?.includes('application/json')) {
    const body = await c.req.json().catch(() => undefined)
    if (nestedDeeperThan(body, MAX_JSON_DEPTH))
      return c.json(errorBody('input.invalid', { body: ['input.tooDeep'] }, { max: MAX_JSON_DEPTH }), 422)
    fields.push(...pathsWithControlCharacters(body))
  }
  if (fields.length === 0) return next()
  const codes: Record<string, string[]> = {}
  for (const field of new Set(fields)) codes[field] = ['input.controlCharacters']
  return c.json(errorBody('input.invalid', codes), 422)
}
