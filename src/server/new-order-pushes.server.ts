import type { PushSettings } from '../config/web-push'
import type { DatabaseHandle } from '../db/client'
import { pushNewOrders } from '../domain/orders/new-order-push'
import { ORDER_EVENTS_CHANNEL } from '../domain/orders/order-events'
import { log, safeError } from '../lib/log.server'

/**
 * Pushes a new order the moment it reaches its kitchen (decision record 0114), not at the next
 * minute's sweep: every order event wakes one round of `pushNewOrders`, which finds what is new
 * through the waiting orders' index and claims each order, so instances hearing the same event
 * push it once. Events during a round make one more round after it. Answers how to stop.
 */
export async function pushNewOrdersOnEvents(
  handle: DatabaseHandle,
  push: PushSettings | undefined,
): Promise<() => void> {
  if (!push) return () => {}
  let running = false
  let again = false
  const round = () => {
    if (running) {
      again = true
      return
    }
    running = true
    void pushNewOrders(handle.db, push)
      .catch((error: unknown) => log().error({ err: safeError(error) }, 'New order push failed'))
      .finally(() => {
        running = false
        if (again) {
          again = false
          round()
        }
      })
  }
  return handle.notifications.subscribe(ORDER_EVENTS_CHANNEL, round)
}
