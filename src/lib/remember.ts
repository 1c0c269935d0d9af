/**
 * Writes to the browser database after the page is up, its code loaded only then (decision
 * record 0095): callers run this from an effect, and a failure costs the page nothing.
 */
export function rememberLater(work: (db: typeof import('./browser-db')) => Promise<void>): void {
  import('./browser-db').then(work).catch(() => {
    // The database's code did not arrive (offline already): nothing to remember this time.
  })
}
