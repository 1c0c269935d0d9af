/**
 * The thread that owns a PGlite database (decision record 0107): the server's thread sends it
 * queries and gets rows back (src/db/pglite-thread.ts), so a slow read never holds up a page
 * being rendered. Run by Node itself, not by a bundler: its own imports name their files whole.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { drizzleTextParsers } from './pglite-drizzle-client.ts'
import type { Reply, Request, ThreadStart } from './pglite-thread-messages.ts'
import { PGLITE_SESSION_STATEMENT } from './session-settings.ts'

const port = parentPort
if (!port) throw new Error('pglite-thread.worker.ts runs as a worker thread only')
const start = workerData as ThreadStart

const client = await PGlite.create({
  // Search (migration 0010): trigram similarity for typos, accents ignored.
  extensions: { pg_trgm, unaccent },
  // Read as Drizzle reads them, so its queries need not bring their own parsers along.
  parsers: drizzleTextParsers,
  ...(start.dataDir ? { dataDir: start.dataDir } : {}),
  ...(start.image ? { loadDataDir: new Blob([start.image]) } : {}),
})
// PGlite is one session: the search's typo threshold is set on it once (session-settings.ts).
await client.exec(PGLITE_SESSION_STATEMENT)

/** Transactions open now, by number: their queries go to them, not behind them. */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>()
/** Each open transaction's end in PGlite: its COMMIT or ROLLBACK, which its end request awaits. */
const ending = new Map<number, Promise<void>>()
let transactions = 0
/** Channels listened to: each once, whoever asks again. */
const listening = new Set<string>()

const session = (tx: number | undefined) => {
  if (tx === undefined) return client
  const found = open.get(tx)
  if (!found) throw new Error(`No transaction ${tx} is open`)
  return found.tx
}

/** Opens a transaction that stays open until the server's thread ends it. */
async function begin(): Promise<number> {
  const number = ++transactions
  let began: () => void = () => {}
  const opened = new Promise<void>((resolve) => {
    began = resolve
  })
  const done = client.transaction(async (tx) => {
    const commit = await new Promise<boolean>((end) => {
      open.set(number, { tx, end })
      began()
    })
    if (!commit) await tx.rollback()
  })
  ending.set(number, done)
  // A BEGIN that failed never opened: its failure is the answer.
  await Promise.race([opened, done]).catch((error: unknown) => {
    ending.delete(number)
    throw error
  })
  return number
}

async function end(number: number, commit: boolean): Promise<void> {
  const found = open.get(number)
  const done = ending.get(number)
  if (!found || !done) throw new Error(`No transaction ${number} is open`)
  open.delete(number)
  ending.delete(number)
  found.end(commit)
  await done
}

async function handle(request: Request): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const { rows, fields, affectedRows } = await session(request.tx).query(request.sql, request.params, {
        rowMode: request.rowMode,
      })
      // Fields without their parser functions, which cannot cross threads (nor are read).
      return { rows, fields: fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })), affectedRows }
    }
    case 'exec':
      return (await session(request.tx).exec(request.sql)).map(({ rows, affectedRows }) => ({
        rows,
        fields: [],
        affectedRows,
      }))
    case 'begin':
      return begin()
    case 'end':
      return end(request.tx, request.commit)
    case 'listen': {
      if (listening.has(request.channel)) return undefined
      listening.add(request.channel)
      // Posted before the committing query's own answer: the server's thread hears a change
      // before the write that made it returns, as it did with PGlite in its own thread.
      await client.listen(request.channel, (payload) =>
        port?.postMessage({ channel: request.channel, payload } satisfies Reply),
      )
      return undefined
    }
    case 'dump': {
      const image = await (await client.dumpDataDir('gzip')).arrayBuffer()
      return image
    }
    case 'close':
      await client.close()
      return undefined
  }
}

/** An error as the server's thread can rebuild it: its message and fields (a SQLSTATE code). */
function asCrossing(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error), fields: {} }
  const fields = Object.fromEntries(
    Object.entries(error).filter(([, value]) => ['string', 'number'].includes(typeof value)),
  )
  return { message: error.message, name: error.name, fields }
}

port.on('message', (request: Request) => {
  handle(request).then(
    (result) => {
      const transfer = result instanceof ArrayBuffer ? [result] : []
      port.postMessage({ id: request.id, result } satisfies Reply, transfer)
      if (request.op === 'close') port.close()
    },
    (error: unknown) => port.postMessage({ id: request.id, error: asCrossing(error) } satisfies Reply),
  )
})
port.postMessage({ ready: true } satisfies Reply)
