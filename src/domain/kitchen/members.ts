import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { kitchenMembers, providers } from '../../db/schema'

/** The kitchen an account runs, or undefined (an account runs at most one). */
export async function kitchenOfAccount(db: Db, userId: number) {
  const [row] = await db
    .select({ id: providers.id, name: providers.name, phone: providers.phone })
    .from(kitchenMembers)
    .innerJoin(providers, eq(providers.id, kitchenMembers.kitchenId))
    .where(eq(kitchenMembers.userId, userId))
  return row
}

/** Links an account to the kitchen it runs (replacing any earlier link). */
export async function linkAccountToKitchen(db: Db, userId: number, kitchenId: number) {
  await db
    .insert(kitchenMembers)
    .values({ userId, kitchenId })
    .onConflictDoUpdate({ target: kitchenMembers.userId, set: { kitchenId } })
}
