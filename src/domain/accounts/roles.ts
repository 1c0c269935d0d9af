import { eq, sql } from 'drizzle-orm'
import type { Role } from '../../contracts/accounts.lists'
import type { Db } from '../../db/client'
import { type UserRow, users } from '../../db/schema'

/**
 * Whether an account holds a role. `operator` is also held by the accounts whose e-mail is in
 * OPERATOR_EMAILS (the first operators of a new deployment need no database access).
 */
export function holdsRole(
  user: Pick<UserRow, 'roles' | 'email'>,
  role: Role,
  operatorEmails: readonly string[] = [],
) {
  if (user.roles.includes(role)) return true
  return (
    role === 'operator' && Boolean(user.email) && operatorEmails.includes(user.email?.toLowerCase() ?? '')
  )
}

/** Adds a role to the account with this e-mail or identifier; answers the account, or undefined. */
export async function grantRole(db: Db, who: string, role: Role) {
  const [row] = await db
    .update(users)
    .set({
      roles: sql`array(select distinct unnest(${users.roles} || array[${role}]::text[]))`,
      updatedAt: new Date(),
    })
    .where(accountIs(who))
    .returning()
  return row
}

/** Takes a role away from the account with this e-mail or identifier. */
export async function revokeRole(db: Db, who: string, role: Role) {
  const [row] = await db
    .update(users)
    .set({ roles: sql`array_remove(${users.roles}, ${role})`, updatedAt: new Date() })
    .where(accountIs(who))
    .returning()
  return row
}

const accountIs = (who: string) => {
  const key = who.trim().toLowerCase()
  return sql`(${eq(users.email, key)} or ${eq(users.identifier, key)})`
}
