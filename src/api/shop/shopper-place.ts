import type { Context } from 'hono'
import type { DeliveryPlace } from '../../domain/catalogue/kitchens'
import { defaultTarget } from '../../domain/delivery/delivery-target'
import type { Point } from '../../domain/delivery/distance-fee'
import { parseLocation } from '../../domain/delivery/distance-fee'
import type { Sort } from '../../lib/catalogue-filters'
import { optionalSession } from '../auth/session-guard'
import type { ApiEnv } from '../env'
import { ApiError } from '../errors'

const LOCATION_HEADER = 'X-STORE-LOCATION'

/**
 * Where the shopper wants delivery: a location they shared (SPEC §7's X-STORE-LOCATION, "lat,lng";
 * a malformed one is refused, not ignored), else the signed-in shopper's default address.
 */
export async function shopperPlace(c: Context<ApiEnv>): Promise<DeliveryPlace | undefined> {
  const header = c.req.header(LOCATION_HEADER)
  if (header !== undefined) {
    const point = parseLocation(header)
    if (!point) throw new ApiError(422, 'input.invalid', { [LOCATION_HEADER]: ['location.invalid'] })
    return { point, pinned: true }
  }
  const session = await optionalSession(c)
  return session ? defaultTarget(c.var.db, session.user.id) : undefined
}

/**
 * The place a list is answered for, or undefined when the list is the same for everyone:
 * "delivers to my address" narrows by it (kitchens, meals, search), `sort=distance` puts the
 * nearest first (kitchens, meals; search keeps its match order) (decision 0042). Asked
 * for with no known place, either is a 422 on its field, not silently ignored: a client must not
 * take an unfiltered list for a filtered one (decision record 0042). Only an asked sort uses the
 * place: a shared location alone leaves the order as it is, so the web's sort menu never shows
 * one order while the list has another, and located clients keep the shared, cached answer.
 */
export async function placeForList(
  c: Context<ApiEnv>,
  query: { deliversToMe?: boolean | undefined; sort?: Sort | undefined },
): Promise<{ deliversTo: Point | undefined; near: Point | undefined } | undefined> {
  const nearest = query.sort === 'distance'
  if (!query.deliversToMe && !nearest) return undefined
  const place = await shopperPlace(c)
  if (!place) {
    const codes = ['catalog.noDeliveryPlace']
    throw new ApiError(422, 'input.invalid', {
      ...(query.deliversToMe ? { deliversToMe: codes } : {}),
      ...(nearest ? { sort: codes } : {}),
    })
  }
  return { deliversTo: query.deliversToMe ? place.point : undefined, near: nearest ? place.point : undefined }
}

/**
 * An answer narrowed to the shopper's own place: read afresh, never kept by the catalogue cache
 * nor by any cache between (the same URL answers another shopper differently).
 */
export function placeAnswer<T>(c: Context<ApiEnv>, value: T) {
  c.header('Cache-Control', 'private, no-store')
  return c.json(value, 200)
}
