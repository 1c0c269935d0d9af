import type { OpeningHours, Service } from './catalogue-lists'
import { openSpans, toMinutes } from './hour-windows'
import { addDays, nairobiDate } from './nairobi-date'
import { isOpenAt } from './opening-hours'
import { SERVICE_DEFINITIONS } from './service-definitions'

/**
 * Delivery slots (decision record 0040): 30-minute windows inside a kitchen's
 * opening hours, today and the next 6 days, Nairobi time (UTC+3 all year, no DST). One pure
 * function decides what a kitchen offers, so the slots API, the cart and the checkout agree.
 */

export const SLOT_MINUTES = 30
/** Today and the next 6 days. */
export const SLOT_DAYS = 7

/** What a kitchen's slots depend on. */
export type SlotKitchen = {
  openingHours: OpeningHours
  /** Nairobi days it does not open, whatever its hours say (decision record 0112). */
  closedDays?: readonly string[]
  pausedUntil: Date | null
  /**
   * The least time between ordering and a slot's start: the cook's preparation time, with the
   * minutes a busy kitchen adds while busy (`shownPrepMinutes`, decision record 0112).
   */
  prepMinutes: number
  /** Same-day slots can be ordered until this Nairobi time ("HH:MM"); null: until the prep time. */
  preorderCutoff: string | null
  /**
   * Its service, where known: only a delivery service offers "as soon as possible"; a farmer's
   * produce is pre-ordered for a harvest day and a chef is booked for a date and time
   * (src/lib/service-definitions.ts).
   */
  service?: Service
}

type SlotDay = { day: string; windows: { start: string; end: string }[] }
export type SlotOffer = { asap: boolean; days: SlotDay[] }

/** The ASAP choice, or a slot as `YYYY-MM-DDTHH:MM` (its day and start, Nairobi time). */
export const ASAP = 'asap'
export const SLOT_PATTERN = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/

const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The instant a Nairobi day and "HH:MM" time stand for. */
export const slotInstant = (day: string, start: string) => new Date(`${day}T${start}:00+03:00`)

export { addDays }

/** Every window of a day by the hours alone: aligned to :00 and :30, ending by closing time. */
function windowsOf(kitchen: SlotKitchen, day: string): number[] {
  const starts: number[] = []
  for (const [open, close] of openSpans(kitchen.openingHours, day, kitchen.closedDays ?? [])) {
    const first = Math.ceil(open / SLOT_MINUTES) * SLOT_MINUTES
    for (let start = first; start + SLOT_MINUTES <= close; start += SLOT_MINUTES) starts.push(start)
  }
  return starts
}

/** Why a slot cannot be ordered now, as a message id; null when it can. */
export type SlotRefusal =
  | 'checkout.slotPast'
  | 'checkout.slotTooFar'
  | 'checkout.slotOutsideHours'
  | 'checkout.slotTooSoon'
  | 'checkout.slotAfterCutoff'
  | 'checkout.slotPaused'

export function slotRefusal(kitchen: SlotKitchen, day: string, start: string, now: Date): SlotRefusal | null {
  const at = slotInstant(day, start)
  if (Number.isNaN(at.getTime()) || addDays(day, 0) !== day) return 'checkout.slotOutsideHours'
  const today = nairobiDate(now)
  if (day < today) return 'checkout.slotPast'
  if (day > addDays(today, SLOT_DAYS - 1)) return 'checkout.slotTooFar'
  if (!windowsOf(kitchen, day).includes(toMinutes(start))) return 'checkout.slotOutsideHours'
  return windowRefusal(kitchen, day, start, now, day === today)
}

/**
 * slotRefusal's checks of the time, for a window known to be one of the day's, inside the slots'
 * seven days: the offer walks the windows it built, with today read once (a signed-in page's cart
 * built 140 windows, each reading the day and every window again: 4% of its server time).
 */
function windowRefusal(
  kitchen: SlotKitchen,
  day: string,
  start: string,
  now: Date,
  today: boolean,
): SlotRefusal | null {
  // Past the cut-off, today's orders are closed, whichever of today's windows is asked for.
  if (today && kitchen.preorderCutoff !== null) {
    const nowTime = toTime(Math.floor((now.getTime() / 60_000 + 180) % (24 * 60)))
    if (nowTime >= kitchen.preorderCutoff) return 'checkout.slotAfterCutoff'
  }
  // A pause means one thing everywhere (record 0061): while it holds the kitchen takes no order
  // at all, for now or for any later slot; the cook who paused gets nothing new until it ends.
  if (kitchen.pausedUntil && kitchen.pausedUntil > now) return 'checkout.slotPaused'
  const at = slotInstant(day, start)
  if (at <= now) return 'checkout.slotPast'
  if (at.getTime() < now.getTime() + kitchen.prepMinutes * 60_000) return 'checkout.slotTooSoon'
  return null
}

/** Whether the kitchen takes an order to deliver as soon as possible: open and not paused. */
export const asapPossible = (kitchen: SlotKitchen, now: Date) =>
  (kitchen.service === undefined || SERVICE_DEFINITIONS[kitchen.service].fulfilment === 'delivery') &&
  isOpenAt(kitchen.openingHours, now, kitchen.closedDays) &&
  !(kitchen.pausedUntil && kitchen.pausedUntil > now)

/** What the kitchen offers at `now`: ASAP or not, and each day's windows that can be ordered. */
export function slotOffer(kitchen: SlotKitchen, now: Date): SlotOffer {
  const today = nairobiDate(now)
  const days: SlotDay[] = []
  for (let offset = 0; offset < SLOT_DAYS; offset++) {
    const day = addDays(today, offset)
    const windows = windowsOf(kitchen, day)
      .map(toTime)
      .filter((start) => windowRefusal(kitchen, day, start, now, offset === 0) === null)
      .map((start) => ({ start, end: toTime(toMinutes(start) + SLOT_MINUTES) }))
    days.push({ day, windows })
  }
  return { asap: asapPossible(kitchen, now), days }
}

/** The Nairobi days an offer delivers on: today while ASAP is possible, and every day with a slot. */
export const deliveryDays = (offer: SlotOffer): string[] =>
  offer.days.filter((d, index) => d.windows.length > 0 || (index === 0 && offer.asap)).map((d) => d.day)

/**
 * Whether the kitchen delivers on this Nairobi day: ASAP today, or any window that day it takes
 * an order for now. The same answer as `deliveryDays(slotOffer(kitchen, now)).includes(day)`
 * (tests/unit/delivery-slots.test.ts holds them equal), but it stops at the first window that
 * passes: the lists' "delivery day" filter asks it of every kitchen (record 0044), and building
 * seven days of windows each took 20 ms for the seed's 55 kitchens.
 */
export function deliversOn(kitchen: SlotKitchen, day: string, now: Date): boolean {
  const today = nairobiDate(now)
  if (day < today || day > addDays(today, SLOT_DAYS - 1)) return false
  if (day === today && asapPossible(kitchen, now)) return true
  return windowsOf(kitchen, day).some(
    (start) => windowRefusal(kitchen, day, toTime(start), now, day === today) === null,
  )
}

/**
 * The offer narrowed to these days (a cart group's: the days its portions suffice on): ASAP
 * only when today is one of them, other days keep no window.
 */
export const offerOn = (offer: SlotOffer, days: readonly string[]): SlotOffer => ({
  asap: offer.asap && offer.days[0] !== undefined && days.includes(offer.days[0].day),
  days: offer.days.map((d) => (days.includes(d.day) ? d : { day: d.day, windows: [] })),
})

/** The first slot the kitchen offers, as `YYYY-MM-DDTHH:MM`, or null when it offers none. */
export function firstSlot(offer: SlotOffer): string | null {
  for (const { day, windows } of offer.days) {
    const [first] = windows
    if (first) return `${day}T${first.start}`
  }
  return null
}

/** A stored slot start as the API shows it: its Nairobi day and window. */
export function slotOf(start: Date): { day: string; start: string; end: string } {
  const day = nairobiDate(start)
  const minutes = Math.floor((start.getTime() / 60_000 + 180) % (24 * 60))
  return { day, start: toTime(minutes), end: toTime(minutes + SLOT_MINUTES) }
}

/**
 * When a kitchen that cannot deliver as soon as possible now (closed or paused) can deliver a
 * pre-order: its first slot's start, as an ISO instant; null while ASAP is possible or it offers
 * no slot. The kitchen and meal pages show it in place of "Add" (decision 0043).
 */
export function preorderFrom(kitchen: SlotKitchen, now: Date): string | null {
  return asapPossible(kitchen, now) ? null : mealPreorderFrom(slotOffer(kitchen, now), () => 1)
}

/**
 * When one meal can be pre-ordered for, while it cannot be ordered for as soon as possible (its
 * kitchen closed or paused, or the meal sold out today): the start of the offer's first slot on
 * a day it has portions (`leftOn`), as an ISO instant. Null while ASAP is possible with portions
 * today, and when no day of the window has both a slot and portions. Decision record 0043.
 */
export function mealPreorderFrom(offer: SlotOffer, leftOn: (day: string) => number): string | null {
  const [today] = offer.days
  if (offer.asap && today && leftOn(today.day) > 0) return null
  for (const { day, windows } of offer.days) {
    const [first] = windows
    if (first && leftOn(day) > 0) return slotInstant(day, first.start).toISOString()
  }
  return null
}
