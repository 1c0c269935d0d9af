import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm'
import type { Address, AddressPage } from '../../contracts/addresses.responses'
import type { ADDRESS_SORTS, AddressValues } from '../../contracts/addresses.schemas'
import type { Db } from '../../db/client'
import { type AddressRow, addresses } from '../../db/schema'
import { anyContains } from '../catalogue/search'
import { DomainError } from '../common/errors'
import { offsetOf, type PageRequest, toPage } from '../common/pagination'

const toAddress = ({ userId: _owner, createdAt, ...row }: AddressRow): Address => ({
  ...row,
  createdAt: createdAt.toISOString(),
})

const notFound = () => new DomainError('not-found', 'address.notFound')

export type AddressQuery = PageRequest & {
  sortBy?: (typeof ADDRESS_SORTS)[number] | undefined
  order?: 'asc' | 'desc' | undefined
  searchKeyword?: string | undefined
}

/** The user's own addresses (never anyone else's), the default first unless sorted otherwise. */
export async function listAddresses(db: Db, userId: number, query: AddressQuery): Promise<AddressPage> {
  const where = and(
    eq(addresses.userId, userId),
    anyContains(query.searchKeyword, [
      addresses.label,
      addresses.building,
      addresses.landmark,
      sql`${addresses.neighbourhood}::text`,
    ]),
  )
  const column = {
    label: addresses.label,
    neighbourhood: addresses.neighbourhood,
    createdAt: addresses.createdAt,
  }[query.sortBy ?? 'createdAt']
  const direction = query.order === 'desc' ? desc : asc
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(addresses)
      .where(where)
      .orderBy(...(query.sortBy ? [] : [desc(addresses.isDefault)]), direction(column), asc(addresses.id))
      .limit(query.perPage)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(addresses).where(where),
  ])
  return toPage(rows.map(toAddress), total?.n ?? 0, query)
}

export async function getAddress(db: Db, userId: number, id: number): Promise<Address> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
  if (!row) throw notFound()
  return toAddress(row)
}

/** Saves an address; making one the default unmakes the others. The first address is the default. */
export async function saveAddress(
  db: Db,
  userId: number,
  values: AddressValues,
  id?: number,
): Promise<Address> {
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(addresses)
      .where(eq(addresses.userId, userId))
    const isDefault = values.isDefault || n === 0 || (id !== undefined && n === 1)
    const fields = {
      ...values,
      floorAndDoor: values.floorAndDoor ?? null,
      directions: values.directions ?? null,
      lat: values.lat ?? null,
      lng: values.lng ?? null,
      isDefault,
    }
    const [row] =
      id === undefined
        ? await tx
            .insert(addresses)
            .values({ ...fields, userId })
            .returning()
        : await tx
            .update(addresses)
            .set(fields)
            .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
            .returning()
    if (!row) throw notFound()
    if (isDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), ne(addresses.id, row.id)))
    }
    return toAddress(row)
  })
}

/** Deletes one of the user's addresses; if it was the default, the oldest other one becomes it. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  const [removed] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning()
  if (!removed) throw notFound()
  if (!removed.isDefault) return
  const [next] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.id))
    .limit(1)
  if (next) await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id))
}
