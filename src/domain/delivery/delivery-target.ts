import { and, asc, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { addresses } from '../../db/schema'
import type { Neighbourhood } from '../../lib/catalogue-lists'
import { NEIGHBOURHOOD_CENTRES } from '../../lib/neighbourhood-centres'
import type { Point } from './distance-fee'

/**
 * Where a delivery goes, as fees are priced: an address's pin, or the middle of its area when it
 * has none (`pinned` false: an estimate, said so to the shopper).
 */
export type DeliveryTarget = { addressId: number; point: Point; pinned: boolean }

type AddressLike = { id: number; neighbourhood: string; lat: number | null; lng: number | null }

export function targetOf(address: AddressLike): DeliveryTarget {
  if (address.lat !== null && address.lng !== null) {
    return { addressId: address.id, point: { lat: address.lat, lng: address.lng }, pinned: true }
  }
  return {
    addressId: address.id,
    point: NEIGHBOURHOOD_CENTRES[address.neighbourhood as Neighbourhood],
    pinned: false,
  }
}

/** The address the checkout offers first (the default, else the oldest), or undefined when none. */
export async function defaultTarget(db: Db, userId: number): Promise<DeliveryTarget | undefined> {
  const [row] = await db
    .select({
      id: addresses.id,
      neighbourhood: addresses.neighbourhood,
      lat: addresses.lat,
      lng: addresses.lng,
    })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id))
    .limit(1)
  return row ? targetOf(row) : undefined
}

/** One of the shopper's own addresses as a target; undefined when it is not theirs. */
export async function addressTarget(db: Db, userId: number, addressId: number) {
  const [row] = await db
    .select({
      id: addresses.id,
      neighbourhood: addresses.neighbourhood,
      lat: addresses.lat,
      lng: addresses.lng,
    })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.id, addressId)))
  return row ? targetOf(row) : undefined
}
