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

/**
 * Links an account to a kitchen unless it already runs one, and answers the kitchen it runs
 * afterwards: this one, or the one it kept. A link is never replaced: replacing it took the
 * account away from a kitchen still selling, whose orders then answered 404 to everyone
 * (decision record 0058). Two links at once for one account: kitchen_members' key on the
 * account makes the second insert wait for the first and then do nothing, so it reads the
 * first's kitchen.
 */
export async function linkAccountToKitchen(db: Db, userId: number, kitchenId: number) {
  await db.insert(kitchenMembers).values({ userId, kitchenId }).onConflictDoNothing()
  return kitchenOfAccount(db, userId)
}
