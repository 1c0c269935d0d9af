import { resolve } from 'node:path'
import { Worker } from 'node:worker_threads'
import type { QueryOptions, Results } from '@electric-sql/pglite'
import { appliedByDatabase } from './pglite-drizzle-client'
import type { Reply, Request, ThreadError } from './pglite-thread-messages'

/**
 * PGlite in a thread of its own (decision record 0107). PGlite runs Postgres in WebAssembly on
 * the thread that calls it, and its queries took that thread from everything else: with one
 * shopper searching a catalogue 100 times the seed, a cached page waited 861 ms instead of
 * 6.5. Here the server's thread only sends each query and receives its rows, and the database
 * works meanwhile on its own thread (src/db/pglite-thread.worker.ts). What Drizzle and the app
 * use of a PGlite instance is here with the same meaning: query, exec, transaction, listen.
 */

/** The worker's file, run by Node from the source tree as the migrations are read from it. */
const WORKER_FILE = resolve(process.cwd(), 'src/db/pglite-thread.worker.ts')

/** A transaction's session: its queries run inside it, never behind it. */
type ThreadTransaction = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
  exec(sql: string): Promise<Results[]>
  rollback(): Promise<void>
  readonly closed: boolean
}

export type PgliteThread = Omit<ThreadTransaction, 'rollback' | 'closed'> & {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T>
  /** Hears a NOTIFY channel; PGlite is one session, so this sees every commit's notifications. */
  listen(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>>
  /** The data directory as a gzipped tarball (tests start every file from one). */
  dump(): Promise<Blob>
  close(): Promise<void>
  /** The thread itself: its failure tests stop it as a crash would. */
  readonly worker: Worker
}

export type PgliteThreadOptions = {
  dataDir?: string | undefined
  /** An image of a data directory to start from (a dump). */
  image?: Blob | undefined
  /** Told when the thread dies unasked: every query waiting and every later one fails. */
  onCrash?: (error: Error) => void
}

type Ask = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never

/** The database's failure as the caller's own Error, with its fields (code, detail…) on it. */
function rebuilt(error: ThreadError): Error {
  const rebuiltError = Object.assign(new Error(error.message), error.fields)
  if (error.name) rebuiltError.name = error.name
  return rebuiltError
}

export async function openPgliteThread(options: PgliteThreadOptions): Promise<PgliteThread> {
  const image = options.image ? await options.image.arrayBuffer() : undefined
  const worker = new Worker(WORKER_FILE, {
    workerData: { dataDir: options.dataDir, image },
    ...(image ? { transferList: [image] } : {}),
  })
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  const listeners = new Map<string, Set<(payload: string) => void>>()
  let asked = 0
  let stopped: Error | undefined
  let closing = false
  // A thread that fails to start is the open's failure, thrown to its caller, not a crash.
  let started = false

  // The thread keeps the process alive only while an answer is awaited: an idle database
  // never holds up a script's end, and a query never loses its answer to an exit.
  const holdWhileWaiting = () => (waiting.size > 0 ? worker.ref() : worker.unref())

  const ready = new Promise<void>((resolveReady, rejectReady) => {
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) return resolveReady()
      if ('channel' in reply) {
        for (const listener of listeners.get(reply.channel) ?? []) listener(reply.payload)
        return
      }
      const asker = waiting.get(reply.id)
      if (!asker) return
      waiting.delete(reply.id)
      holdWhileWaiting()
      if ('error' in reply) asker.reject(rebuilt(reply.error))
      else asker.resolve(reply.result)
    })
    worker.on('error', (error) => {
      stopped ??= new Error(`The database thread failed: ${error.message}`, { cause: error })
    })
    worker.on('exit', (code) => {
      const error = stopped ?? new Error(`The database thread stopped (exit code ${code})`)
      stopped = error
      rejectReady(error)
      for (const asker of waiting.values()) asker.reject(error)
      waiting.clear()
      if (started && !closing) options.onCrash?.(error)
    })
  })
  await ready
  started = true

  const ask = <T>(request: Ask): Promise<T> => {
    if (stopped) return Promise.reject(stopped)
    const id = ++asked
    return new Promise<T>((resolveAnswer, rejectAnswer) => {
      waiting.set(id, { resolve: resolveAnswer as (value: unknown) => void, reject: rejectAnswer })
      holdWhileWaiting()
      worker.postMessage({ ...request, id })
    })
  }

  const query =
    (tx?: number) =>
    <T>(sql: string, params: unknown[] = [], queryOptions?: QueryOptions): Promise<Results<T>> => {
      // Parser functions cannot cross threads: the thread's database already reads every type
      // as Drizzle asks (pglite-drizzle-client.ts); a query asking for others is refused loudly.
      if (queryOptions?.parsers && !appliedByDatabase(queryOptions.parsers))
        return Promise.reject(new Error('A query asked for type parsers the database thread does not apply'))
      return ask<Results<T>>({
        op: 'query',
        sql,
        params,
        rowMode: queryOptions?.rowMode,
        ...(tx === undefined ? {} : { tx }),
      })
    }
  const exec =
    (tx?: number) =>
    (sql: string): Promise<Results[]> =>
      ask<Results[]>({ op: 'exec', sql, ...(tx === undefined ? {} : { tx }) })

  return {
    worker,
    query: query(),
    exec: exec(),
    async transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
      const tx = await ask<number>({ op: 'begin' })
      let closed = false
      const end = (commit: boolean) => {
        closed = true
        return ask<void>({ op: 'end', tx, commit })
      }
      const session: ThreadTransaction = {
        query: query(tx),
        exec: exec(tx),
        rollback: () => end(false),
        get closed() {
          return closed
        },
      }
      let result: T
      try {
        result = await work(session)
      } catch (error) {
        if (!closed) await end(false).catch(() => {})
        throw error
      }
      if (!closed) await end(true)
      return result
    },
    async listen(channel, listener) {
      let heard = listeners.get(channel)
      if (!heard) {
        heard = new Set()
        listeners.set(channel, heard)
        await ask({ op: 'listen', channel })
      }
      heard.add(listener)
      const own = heard
      return async () => {
        own.delete(listener)
      }
    },
    async dump() {
      return new Blob([await ask<ArrayBuffer>({ op: 'dump' })])
    },
    async close() {
      if (stopped) return
      closing = true
      await ask({ op: 'close' })
      await worker.terminate()
    },
  }
}
