import { notFound } from '@tanstack/react-router'
import { ApiRequestError } from './api-errors'

/** A whole-number id from a path segment, or a 404 (SPEC §2: failed route validation is 404). */
export function idParam(raw: string): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw notFound()
  return Number(raw)
}

/** Loads a detail page's data; the API's 404 becomes the router's, with a 404 status. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound()
    throw error
  }
}
