/**
 * SPEC §6's role check: passes when the user has any of the required roles, and also when
 * there is no user, the user has no roles, or nothing is required. (The API checks every call
 * again; this only decides what the web shows.)
 */
export function passesRoleCheck(
  user: { roles?: readonly string[] | null | undefined } | null | undefined,
  required: readonly string[] | null | undefined,
): boolean {
  if (!user?.roles || user.roles.length === 0 || !required || required.length === 0) return true
  return required.some((role) => user.roles?.includes(role))
}
