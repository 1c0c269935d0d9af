type NetworkInformation = { saveData?: boolean; effectiveType?: string }

/** True on a data-saver or 2g connection (Network Information API; absent → false). */
export function onConstrainedConnection(): boolean {
  if (typeof navigator === 'undefined') return false
  const connection: NetworkInformation | undefined = Reflect.get(navigator, 'connection')
  return Boolean(connection?.saveData) || /2g/.test(connection?.effectiveType ?? '')
}
