import { useEffect } from 'react'
import { playNewOrderChime } from '../new-order-alert'

/** How often the board rings while an order waits for an answer: often enough to hear across a kitchen. */
const RING_EVERY_MS = 10_000

/**
 * Rings the board, with sound and (on a phone that has it) vibration, every ten seconds while any
 * order waits to be accepted or declined, like a partner app's new-order alarm; it stops when the
 * last one is answered. `onPlayed` hears whether the browser let the sound play.
 */
export function useRingWhileWaiting(waiting: number, onPlayed: (played: boolean) => void) {
  useEffect(() => {
    if (waiting === 0) return
    const ring = () => {
      void playNewOrderChime().then(onPlayed)
      // A short double buzz; browsers without it (iOS Safari) skip it.
      if (typeof navigator.vibrate === 'function') navigator.vibrate([200, 100, 200])
    }
    const timer = setInterval(ring, RING_EVERY_MS)
    return () => clearInterval(timer)
  }, [waiting, onPlayed])
}
