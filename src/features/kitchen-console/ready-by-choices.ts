import { SLOT_MINUTES, slotInstant, slotOf } from '../../lib/delivery-slots'
import { READY_IN_MINUTES } from './kitchen-labels'

/** How long before a pre-order's slot starts the board offers to have it ready. */
const READY_BEFORE_SLOT_MINUTES = [120, 90, 60, 45, 30, 15, 0] as const

/** The times the board offers for accepting an order. */
export type ReadyByChoices =
  /** As soon as possible: minutes from the moment the kitchen accepts. */
  | { kind: 'in-minutes'; minutes: readonly number[]; initial: number }
  /** A pre-order: moments leading up to its slot, on the slot's day (ISO instants, earliest first). */
  | { kind: 'at'; times: { iso: string; time: string }[]; initial: string }

/**
 * What the board offers to accept an order with (decision 0057). An order for as soon as
 * possible is ready some minutes from now. A pre-order is ready for its slot: from two hours
 * before the slot's start up to the start, on the slot's own Nairobi day, and never in the past;
 * so the shopper never reads "Ready by 28 Nov" beside "Delivery slot: 1 Dec". A slot that has
 * already begun gets minutes from now, up to its end (the API refuses later ones).
 */
export function readyByChoices(slot: { day: string; start: string } | null, now: Date): ReadyByChoices {
  const asap = { kind: 'in-minutes' as const, minutes: READY_IN_MINUTES, initial: 30 }
  if (!slot) return asap
  const start = slotInstant(slot.day, slot.start)
  const dayStart = slotInstant(slot.day, '00:00')
  const times = READY_BEFORE_SLOT_MINUTES.map((before) => new Date(start.getTime() - before * 60_000))
    .filter((at) => at >= dayStart && at.getTime() >= now.getTime())
    .map((at) => ({ iso: at.toISOString(), time: slotOf(at).start }))
  const half = times.find((choice) => choice.time === slotOf(new Date(start.getTime() - 30 * 60_000)).start)
  const initial = half ?? times.at(-1)
  if (initial) return { kind: 'at', times, initial: initial.iso }
  const end = start.getTime() + SLOT_MINUTES * 60_000
  const minutes = READY_IN_MINUTES.filter((m) => now.getTime() + m * 60_000 <= end)
  return minutes.length > 0 ? { ...asap, minutes, initial: minutes[0] ?? 15 } : asap
}
