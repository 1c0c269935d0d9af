import { inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { providers } from '../../db/schema'
import { offsetOf, type PageRequest } from '../common/pagination'
import type { Point } from '../delivery/distance-fee'

/**
 * Distance on the plane of degrees, as the pins' GiST index (migration 0033) walks it, nearest
 * first: near the equator it orders pins as the great circle does, to a metre or two.
 */
export const pinDistance = (place: Point) =>
  sql`point(${providers.lng}, ${providers.lat}) <-> point(${place.lng}, ${place.lat})`

/**
 * How many kitchens past the page's end the nearest-first walk also takes: it walks the pins by
 * their distance on the plane of degrees, the kitchens list orders by the great circle, and near
 * the equator the two differ by under 0.03 % (a metre or two across Nairobi); pins at one
 * distance are taken whole.
 */
const NEAREST_SLACK = 20

/**
 * The kitchens matching `where` nearest the place, up to this page's end, walked in distance order
 * through the pins' GiST index instead of measuring every kitchen (decision 0105): the list then
 * orders these. A meals list passes "has a matching meal": each such kitchen brings at least one,
 * so the page's meals are all among them (decision 0117).
 */
export const nearestKitchens = (db: Db, where: SQL | undefined, place: Point, request: PageRequest): SQL =>
  inArray(
    providers.id,
    db
      .select({ id: providers.id })
      .from(providers)
      .where(where)
      .orderBy(pinDistance(place))
      .limit(offsetOf(request) + request.perPage + NEAREST_SLACK),
  )
