/**
 * One read shared by the callers that ask for it at once, without ever answering a caller with
 * a read that began before it asked. Under load every page asks for the catalogue's version, and
 * on PGlite that one-row query was half of a cached page's cost (decision 0045): callers that
 * arrive while a read runs wait for the next one, which starts when the running one ends and answers
 * them all. A change committed before a caller asked is therefore always seen, exactly as if
 * each caller had read on its own; a caller alone reads at once, as before.
 */
export function freshSharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined
  let next: Promise<T> | undefined

  const start = (): Promise<T> => {
    const started = read()
    running = started
    const clear = () => {
      if (running === started) running = undefined
    }
    started.then(clear, clear)
    return started
  }

  return () => {
    if (next) return next
    if (!running) return start()
    // Started once the running read has ended, however it ended.
    const startNext = () => {
      next = undefined
      return start()
    }
    next = running.then(startNext, startNext)
    return next
  }
}

/** freshSharedRead per key (one per database: the tests open many in one process). */
export function freshSharedReadBy<K extends object, T>(read: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const reads = new WeakMap<K, () => Promise<T>>()
  return (key) => {
    let shared = reads.get(key)
    if (!shared) {
      shared = freshSharedRead(() => read(key))
      reads.set(key, shared)
    }
    return shared()
  }
}
