import type { Context } from 'hono'
import { type SSEStreamingApi, streamSSE } from 'hono/streaming'
import {
  concerns,
  type EventScope,
  eventsAfter,
  ORDER_EVENTS_CHANNEL,
  type OrderEventNotice,
} from '../../domain/orders/order-events'
import type { ApiEnv } from '../env'

/** A comment line this often keeps proxies from closing an idle stream, and re-reads as a safety net. */
const HEARTBEAT_MS = 15_000

/** Where a stream starts: the browser's Last-Event-ID on a reconnect wins over the page's `after`. */
export function startingAfter(c: Context, after: number | undefined) {
  const header = c.req.header('last-event-id')?.trim()
  if (header && /^\d{1,10}$/.test(header)) return Number(header)
  return after ?? 0
}

/** One read at a time; a notice during a read asks for one more read after it. */
export function oneReadAtATime(read: () => Promise<void>, stopped: () => boolean) {
  let running: Promise<void> | undefined
  let again = false
  return (): Promise<void> => {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        await read()
      } while (again && !stopped())
    })().finally(() => {
      running = undefined
    })
    return running
  }
}

/**
 * Server-sent events of one scope (a shopper's order, or a kitchen). Each event is an
 * order_events row and its SSE id is the row's id: the stream first sends what came after the
 * starting id, then whatever the `order_events` NOTIFY channel announces for its scope, which
 * every instance on the database hears, whichever instance caused the change. Events are read
 * from the table, never from the notice, so an event is sent once, in order, and none is lost
 * between the catch-up and the first notice. The heartbeat re-reads too, covering a notice
 * lost while the LISTEN connection was down. A shopper's order stream also carries `event:
 * payment` (no id) when the order's payment changes, so the page shows a prompt's result.
 */
/**
 * The life of an event stream once it listens: 'ready' with the browser's retry delay, a first
 * read, then a heartbeat comment and a read again every HEARTBEAT_MS until the client leaves.
 */
export async function keepOpen(stream: SSEStreamingApi, pull: () => Promise<void>, unsubscribe: () => void) {
  stream.onAbort(unsubscribe)
  try {
    await stream.writeSSE({ data: 'open', event: 'ready', retry: 3000 })
    await pull()
    while (!stream.aborted && !stream.closed) {
      await stream.sleep(HEARTBEAT_MS)
      if (stream.aborted) break
      await stream.write(': heartbeat\n\n')
      await pull()
    }
  } finally {
    unsubscribe()
  }
}

export function orderEventStream<E extends ApiEnv>(c: Context<E>, scope: EventScope, after: number) {
  return streamSSE(c, async (stream) => {
    const db = c.var.db
    let cursor = after
    const flush = async () => {
      for (const event of await eventsAfter(db, scope, cursor)) {
        await stream.writeSSE({ id: String(event.id), event: 'order', data: JSON.stringify(event) })
        cursor = event.id
      }
    }
    const pull = oneReadAtATime(flush, () => stream.aborted)
    const unsubscribe = await c.var.notifications.subscribe(ORDER_EVENTS_CHANNEL, (payload: string) => {
      try {
        const notice = JSON.parse(payload) as OrderEventNotice
        if (!concerns(scope, notice)) return
        if (notice.kind !== 'payment') void pull().catch(() => {})
        else if ('orderId' in scope)
          void stream
            .writeSSE({ event: 'payment', data: JSON.stringify({ orderId: notice.orderId }) })
            .catch(() => {})
      } catch {
        // Not ours to read: ignore.
      }
    })
    await keepOpen(stream, pull, unsubscribe)
  })
}
