/** How long a version read from the API tier is trusted before the next page asks again. */
const REMOTE_VERSION_TTL_MS = 1000

/**
 * The catalogue's version as a web tier on another host learns it (decision 0098): one
 * `GET {API_URL}/catalogue/version` at most once a second, shared by every page asking meanwhile.
 * A cook's change then reaches the kept pages within a second, and the API tier answers one
 * small read a second per web instance, whatever the traffic. A failed read is not kept.
 */
export function remoteCatalogueVersion(
  apiUrl: string,
  fetchVersion: typeof fetch = fetch,
  now: () => number = Date.now,
): () => Promise<number> {
  let kept: { at: number; version: Promise<number> } | undefined
  return () => {
    if (kept && now() - kept.at < REMOTE_VERSION_TTL_MS) return kept.version
    const version = (async () => {
      const answer = await fetchVersion(`${apiUrl}/catalogue/version`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(5000),
      })
      if (!answer.ok) throw new Error(`The API tier answered ${answer.status} for the catalogue version`)
      const { version } = (await answer.json()) as { version: number }
      return version
    })()
    const entry = { at: now(), version }
    kept = entry
    version.catch(() => {
      if (kept === entry) kept = undefined
    })
    return version
  }
}
