import { useEffect, useRef, useState } from 'react'
import type { OrderEvent } from '../contracts/kitchen-console.responses'

/** One entry of an order's timeline as the streams send it. */
type LiveOrderEvent = OrderEvent

export type LiveHandlers = {
  /** An order reached a status (an order_events row). */
  onOrder?: (event: LiveOrderEvent) => void
  /** An order's payment changed (the shopper's stream only). */
  onPayment?: () => void
  /** The stream (re)opened: anything may have changed while it was away. */
  onOpen?: () => void
}

/**
 * Listens to one of the web's event streams (/live/…) while the component is mounted. The
 * browser's EventSource reconnects by itself and sends Last-Event-ID, so the API replays what
 * was missed. `url` is read once: later renders do not reopen the stream.
 */
export function useLiveEvents(url: string | null, handlers: LiveHandlers) {
  const latest = useRef(handlers)
  latest.current = handlers
  const [initialUrl] = useState(url)
  const [connected, setConnected] = useState(false)
  useEffect(() => {
    if (!initialUrl || typeof EventSource === 'undefined') return
    const source = new EventSource(initialUrl)
    source.addEventListener('ready', () => {
      setConnected(true)
      // Order events are replayed from the cursor, but a payment's result between the page's read
      // and this (re)open carries no id: read the page's data once more.
      latest.current.onOpen?.()
    })
    source.addEventListener('order', (message) => {
      try {
        latest.current.onOrder?.(JSON.parse((message as MessageEvent<string>).data) as LiveOrderEvent)
      } catch {
        // A malformed event is skipped; the next one carries the state anyway.
      }
    })
    source.addEventListener('payment', () => latest.current.onPayment?.())
    source.addEventListener('error', () => setConnected(false))
    return () => source.close()
  }, [initialUrl])
  return { connected }
}
