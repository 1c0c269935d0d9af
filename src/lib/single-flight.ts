/**
 * Work shared by the callers that ask for the same key while it runs: the first caller starts
 * it, the others get its promise, and once it has settled the next caller starts it again. For
 * a cache's misses: a burst of shoppers asking for a page nobody has kept yet rendered it once
 * each, each render the same database reads (decision 0014). The key must say everything the
 * work's answer depends on (a cache's key and the version it was read for): a caller is never
 * handed work begun for another answer. A failure is shared too, and is not kept.
 */
export function singleFlight<T>(): (key: string, work: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>()
  return (key, work) => {
    const known = running.get(key)
    if (known) return known
    const started = work()
    running.set(key, started)
    const done = () => {
      if (running.get(key) === started) running.delete(key)
    }
    started.then(done, done)
    return started
  }
}
