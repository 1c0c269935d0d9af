/**
 * C0 control characters other than tab, line feed and carriage return. Postgres refuses NUL in
 * text (the query fails), and none of them belongs in a name, an address or a search, so the
 * API and the page router refuse them at the edge instead of failing deep inside.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

export const hasControlCharacters = (text: string): boolean => CONTROL.test(text)

/**
 * Whether a JSON value nests arrays and objects deeper than `max` levels. Walked without
 * recursion: a body of a few hundred thousand brackets must not overflow the stack.
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  let level: unknown[] = [value]
  for (let depth = 0; level.length > 0; depth += 1) {
    const next: unknown[] = []
    for (const item of level)
      if (item && typeof item === 'object') for (const child of Object.values(item)) next.push(child)
    if (next.length > 0 && depth + 1 > max) return true
    level = next
  }
  return false
}

/**
 * The dotted paths of every string in a JSON value that carries a control character. Recursive:
 * callers check the depth first (nestedDeeperThan).
 */
export function pathsWithControlCharacters(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return hasControlCharacters(value) ? [path || '_'] : []
  if (Array.isArray(value))
    return value.flatMap((item, index) =>
      pathsWithControlCharacters(item, path ? `${path}.${index}` : String(index)),
    )
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [
      ...(hasControlCharacters(key) ? [path || '_'] : []),
      ...pathsWithControlCharacters(item, path ? `${path}.${key}` : key),
    ])
  return []
}
