import { notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { ApiRequestError } from './api-errors'
import { idText } from './schema-pieces'

const pathId = idText()

/** A record id from a page's path segment, by the API's own rule, or a 404 (SPEC §2: failed route validation is 404). */
export function idParam(raw: string): number {
  const id = v.safeParse(pathId, raw)
  if (!id.success) throw notFound()
  return id.output
}

/** Loads a detail page's data; the API's 404 becomes the router's, with a 404 status. */
/** A provider or an item of another service than the page's (a farm at /food/kitchens/36): not found. */
export async function ofService<T extends { service: string }>(
  service: string,
  load: Promise<T>,
): Promise<T> {
  const found = await load
  if (found.service !== service) throw notFound()
  return found
}

export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound()
    throw error
  }
}
