/**
 * C0 control characters other than tab, line feed and carriage return. Postgres refuses NUL in
 * text (the query fails), and none of them belongs in a name, an address or a search, so the
 * API and the page router refuse them at the edge instead of failing deep inside.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

export const hasControlCharacters = (text: string): boolean => CONTROL.test(text)

/** The dotted paths of every string in a JSON value that carries a control character. */
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
