import { and, asc, eq, inArray } from 'drizzle-orm'
import type { KitchenSlots } from '../../contracts/delivery-slots.responses'
import type { Db } from '../../db/client'
import { providers } from '../../db/schema'
import type { Service } from '../../lib/catalogue-lists'
import {
  ASAP,
  asapPossible,
  type SlotKitchen,
  slotInstant,
  slotOffer,
  slotRefusal,
} from '../../lib/delivery-slots'
import { nairobiDate } from '../../lib/nairobi-date'
import { SERVICE_DEFINITIONS } from '../../lib/service-definitions'
import type { Tx } from '../checkout/checkout-lock'
import { DomainError, invalidField } from '../common/errors'
import { isPaused } from '../common/kitchen-pause'
import { slotColumns } from '../common/kitchen-schedule'

/**
 * When each kitchen of a checkout delivers (decision 0040): ASAP, or a slot the
 * shopper chose. The rules live in src/lib/delivery-slots.ts; here they are applied to the
 * kitchens of the checkout and turned into the errors a client sees.
 */

export type SlotChoice = { kitchenId: number; at: string }
/** A kitchen's delivery: slotStart null is ASAP; deliveryDay is the Nairobi day its portions count on. */
export type ChosenSlot = { slotStart: Date | null; deliveryDay: string }

const kitchenSlotColumns = {
  id: providers.id,
  service: providers.service,
  name: providers.name,
  ...slotColumns,
}

/** What the slot rules need of these kitchens. */
async function slotKitchens(db: Db | Tx, kitchenIds: number[]) {
  if (kitchenIds.length === 0) return []
  return db.select(kitchenSlotColumns).from(providers).where(inArray(providers.id, kitchenIds))
}

type NamedKitchen = SlotKitchen & { id: number; name: string; service: Service }

const slotsField = (code: Parameters<typeof invalidField>[1], values: Record<string, string | number>) =>
  invalidField('slots', code, values)

/** One kitchen's choice (undefined: the client chose nothing) checked against its rules at `now`. */
function chooseSlot(kitchen: NamedKitchen, at: string | undefined, now: Date): ChosenSlot {
  // The kitchen's id beside its name: a client shows the error under that kitchen's picker.
  const values = { kitchen: kitchen.name, kitchenId: kitchen.id }
  // A paused kitchen takes no order, as soon as possible or for any slot (record 0061), and
  // keeps its answer of record 0030 (409): the pause may end in minutes.
  if (isPaused(kitchen.pausedUntil, now)) throw kitchenPaused(kitchen)
  if (at === undefined || at === ASAP) {
    if (asapPossible(kitchen, now)) return { slotStart: null, deliveryDay: nairobiDate(now) }
    // A farmer's harvest day and a chef's booking are always chosen (no "as soon as possible").
    const chosenOnly = SERVICE_DEFINITIONS[kitchen.service].fulfilment !== 'delivery'
    throw slotsField(at === undefined || chosenOnly ? 'checkout.slotRequired' : 'checkout.asapClosed', values)
  }
  const day = at.slice(0, 10)
  const start = at.slice(11, 16)
  const refusal = slotRefusal(kitchen, day, start, now)
  if (refusal === 'checkout.slotTooSoon') {
    throw slotsField(refusal, { ...values, minutes: kitchen.prepMinutes })
  }
  if (refusal === 'checkout.slotAfterCutoff') {
    throw slotsField(refusal, { ...values, cutoff: kitchen.preorderCutoff ?? '' })
  }
  if (refusal) throw slotsField(refusal, values)
  return { slotStart: slotInstant(day, start), deliveryDay: day }
}

/**
 * Every kitchen's delivery for a checkout of these kitchens, or the first refusal. A choice for
 * a kitchen that is not among them is refused, not silently dropped.
 */
export async function chooseSlots(
  db: Db,
  kitchenIds: number[],
  choices: SlotChoice[] | undefined,
  now: Date,
): Promise<Map<number, ChosenSlot>> {
  const byKitchen = new Map<number, string>()
  for (const choice of choices ?? []) {
    if (!kitchenIds.includes(choice.kitchenId)) throw slotsField('checkout.slotNotInCart', {})
    byKitchen.set(choice.kitchenId, choice.at)
  }
  const chosen = new Map<number, ChosenSlot>()
  for (const kitchen of await slotKitchens(db, kitchenIds)) {
    chosen.set(kitchen.id, chooseSlot(kitchen, byKitchen.get(kitchen.id), now))
  }
  return chosen
}

/**
 * Inside the checkout's transaction, with the kitchens' rows share-locked in id order: a pause
 * committed since the check refuses the checkout, whatever time was chosen (records 0030, 0061).
 */
export async function recheckPauses(tx: Tx, chosen: Map<number, ChosenSlot>, now: Date): Promise<void> {
  const kitchens = await tx
    .select({ id: providers.id, name: providers.name, pausedUntil: providers.pausedUntil })
    .from(providers)
    .where(inArray(providers.id, [...chosen.keys()]))
    .orderBy(asc(providers.id))
    .for('share')
  for (const kitchen of kitchens) {
    if (chosen.has(kitchen.id) && isPaused(kitchen.pausedUntil, now)) throw kitchenPaused(kitchen)
  }
}

/** A checkout holding a paused kitchen's meals: 409 naming the kitchen, whatever time was chosen. */
const kitchenPaused = (kitchen: { id: number; name: string }) =>
  new DomainError(
    'conflict',
    'checkout.kitchenPaused',
    { cart: [kitchen.name] },
    { kitchen: kitchen.name, kitchenId: kitchen.id },
  )

/** What an active provider of a switched-on service offers now (GET /api/kitchens/{id}/slots); null when there is no such provider. */
export async function kitchenSlots(
  db: Db,
  kitchenId: number,
  services: readonly Service[],
  now = new Date(),
): Promise<KitchenSlots | null> {
  if (services.length === 0) return null
  const [kitchen] = await db
    .select(kitchenSlotColumns)
    .from(providers)
    .where(
      and(eq(providers.id, kitchenId), inArray(providers.service, [...services]), eq(providers.active, true)),
    )
  if (!kitchen) return null
  return {
    kitchenId: kitchen.id,
    preorderCutoff: kitchen.preorderCutoff,
    prepMinutes: kitchen.prepMinutes,
    ...slotOffer(kitchen, now),
  }
}
