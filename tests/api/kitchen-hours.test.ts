import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { Kitchen, KitchenPage } from '../../src/contracts/catalogue.responses'
import { ErrorBody } from '../../src/contracts/common.responses'
import { KitchenSlots } from '../../src/contracts/delivery-slots.responses'
import { KitchenHours } from '../../src/contracts/kitchen-hours.responses'
import { DAYS, type OpeningHours } from '../../src/lib/catalogue-lists'
import { weekdayOf } from '../../src/lib/hour-windows'
import { addDays, nairobiDate } from '../../src/lib/nairobi-date'
import { nairobiClock } from '../../src/lib/opening-hours'
import { signedInUser } from '../fixtures/accounts'
import { createKitchen, ROUND_THE_CLOCK } from '../fixtures/catalogue'
import { kitchenAccount } from '../fixtures/kitchen'
import { shopHarness } from '../fixtures/shop-harness'

/**
 * A kitchen's week (decision record 0112): several windows a day, closed days and a busy mode,
 * set in its console and read by everything a shopper sees (open now and the open-now filter,
 * the next opening, slots, the preparation time). On PGlite and Postgres, in-process and over HTTP.
 */
const h = shopHarness()
const { call } = h

const today = () => nairobiDate(new Date())

async function cookOfNewKitchen(openingHours: OpeningHours = ROUND_THE_CLOCK) {
  const tag = crypto.randomUUID().slice(0, 8)
  const kitchen = await createKitchen(h.api.db, { name: `Hours Kitchen ${tag}`, openingHours })
  const cook = await kitchenAccount(h.api, kitchen.id)
  return { kitchen, cook, tag }
}

const putHours = (token: string, body: unknown) => call('PUT', 'kitchen/hours', token, body)

async function saved(token: string, body: unknown) {
  const response = await putHours(token, body)
  expect(response.status, await response.clone().text()).toBe(200)
  return v.parse(KitchenHours, await response.json())
}

async function kitchenPage(id: number) {
  const response = await call('GET', `kitchens/${id}`)
  expect(response.status).toBe(200)
  return v.parse(Kitchen, await response.json())
}

async function openNowIds(tag: string) {
  const response = await call('GET', `kitchens?searchKeyword=${tag}&openNow=true`)
  expect(response.status).toBe(200)
  return v.parse(KitchenPage, await response.json()).items.map((k) => k.id)
}

async function slotsOf(id: number) {
  const response = await call('GET', `kitchens/${id}/slots`)
  expect(response.status).toBe(200)
  return v.parse(KitchenSlots, await response.json())
}

const everyDayOf = (times: string[]): OpeningHours => Object.fromEntries(DAYS.map((day) => [day, times]))
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

describe("a kitchen's hours", () => {
  it('are its own to read and set: 401 without a session, 403 for a shopper', async () => {
    expect((await call('GET', 'kitchen/hours')).status).toBe(401)
    const shopper = await signedInUser(h.api)
    expect((await putHours(shopper.accessToken, { openingHours: {}, closedDays: [] })).status).toBe(403)
    expect(
      (await call('PUT', 'kitchen/busy', shopper.accessToken, { extraMinutes: 20, length: '1h' })).status,
    ).toBe(403)
  })

  it('take several windows a day: open in a window, closed in the gap, for the page, the filter and the next opening', async () => {
    const { time } = nairobiClock(new Date())
    const now = minutesOf(time)
    // Not within 20 minutes of midnight, where a gap around now would cross into another day.
    if (now < 20 || now > 24 * 60 - 21) return
    const { kitchen, cook, tag } = await cookOfNewKitchen()
    // A gap around now: lunch until 10 minutes ago, supper from 10 minutes on.
    const gap = ['00:00', clock(now - 10), clock(now + 10), '23:59']
    const answer = await saved(cook.token, { openingHours: everyDayOf(gap), closedDays: [] })
    expect(answer.openingHours.mon).toEqual(gap)
    const closedNow = await kitchenPage(kitchen.id)
    expect(closedNow.openNow).toBe(false)
    expect(closedNow.openingHours[weekdayOf(today())]).toEqual(gap)
    expect(closedNow.nextOpening).toEqual({ day: weekdayOf(today()), time: clock(now + 10), inDays: 0 })
    expect(await openNowIds(tag)).toEqual([])
    // Now inside the second of two windows.
    await saved(cook.token, {
      openingHours: everyDayOf(['00:00', clock(now - 20), clock(now - 5), '23:59']),
      closedDays: [],
    })
    expect((await kitchenPage(kitchen.id)).openNow).toBe(true)
    expect(await openNowIds(tag)).toEqual([kitchen.id])
  })

  it('close on a closed day whatever the hours say: no ASAP and no slot that day, the next opening the day after', async () => {
    const { kitchen, cook, tag } = await cookOfNewKitchen()
    expect(await openNowIds(tag)).toEqual([kitchen.id])
    const tomorrow = addDays(today(), 1)
    const answer = await saved(cook.token, {
      openingHours: ROUND_THE_CLOCK,
      closedDays: [tomorrow, today(), today()],
    })
    expect(answer.closedDays).toEqual([today(), tomorrow])
    const page = await kitchenPage(kitchen.id)
    expect(page).toMatchObject({ openNow: false, closedDays: [today(), tomorrow] })
    expect(page.nextOpening).toEqual({ day: weekdayOf(addDays(today(), 2)), time: '00:00', inDays: 2 })
    expect(await openNowIds(tag)).toEqual([])
    const slots = await slotsOf(kitchen.id)
    expect(slots.asap).toBe(false)
    expect(slots.days.slice(0, 2).map((d) => d.windows)).toEqual([[], []])
    expect(slots.days[2]?.windows[0]?.start).toBe('00:00')
    // Opened again.
    await saved(cook.token, { openingHours: ROUND_THE_CLOCK, closedDays: [] })
    expect((await kitchenPage(kitchen.id)).openNow).toBe(true)
  })

  it('refuse what cannot be a week: times, windows out of order, too many, a closed day gone by', async () => {
    const { cook } = await cookOfNewKitchen()
    const refused = async (body: unknown, field: string, code: string) => {
      const response = await putHours(cook.token, body)
      expect(response.status, JSON.stringify(body)).toBe(422)
      expect(v.parse(ErrorBody, await response.json()).codes, JSON.stringify(body)).toEqual({
        [field]: [code],
      })
    }
    await refused({ openingHours: { mon: ['9:00', '12:00'] }, closedDays: [] }, 'openingHours', 'hours.time')
    await refused({ openingHours: { mon: ['09:00'] }, closedDays: [] }, 'openingHours', 'hours.windows')
    await refused(
      { openingHours: { mon: ['09:00', '12:00', '11:00', '15:00'] }, closedDays: [] },
      'openingHours',
      'hours.order',
    )
    await refused(
      {
        openingHours: { mon: ['06:00', '07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00'] },
        closedDays: [],
      },
      'openingHours',
      'hours.windows',
    )
    await refused({ openingHours: {}, closedDays: ['2026-02-30'] }, 'closedDays.0', 'hours.closedDay')
    await refused(
      { openingHours: {}, closedDays: [addDays(today(), -1)] },
      'closedDays',
      'hours.closedDayPast',
    )
    const busy = await call('PUT', 'kitchen/busy', cook.token, { extraMinutes: 25, length: '3h' })
    expect(busy.status).toBe(422)
    expect(v.parse(ErrorBody, await busy.json()).codes).toEqual({
      extraMinutes: ['busy.extraMinutes'],
      length: ['busy.length'],
    })
    // Nothing was stored by the refusals.
    expect(
      v.parse(KitchenHours, await (await call('GET', 'kitchen/hours', cook.token)).json()).openingHours,
    ).toEqual(ROUND_THE_CLOCK)
  })

  it('when busy, add minutes to the preparation time shoppers see and to the first slot, until the cook ends it', async () => {
    const { kitchen, cook } = await cookOfNewKitchen()
    const before = await kitchenPage(kitchen.id)
    const start = await call('PUT', 'kitchen/busy', cook.token, { extraMinutes: 45, length: '2h' })
    expect(start.status).toBe(200)
    const busy = v.parse(KitchenHours, await start.json())
    expect(busy.busyMinutes).toBe(45)
    const hours = (new Date(busy.busyUntil ?? 0).getTime() - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(1.9)
    expect(hours).toBeLessThanOrEqual(2)
    const page = await kitchenPage(kitchen.id)
    expect(page.prepMinutes).toBe(before.prepMinutes + 45)
    expect(page.busyMinutes).toBe(45)
    const slots = await slotsOf(kitchen.id)
    const firstSlot = (s: typeof slots) => {
      const day = s.days.find((d) => d.windows.length > 0)
      return day ? new Date(`${day.day}T${day.windows[0]?.start}:00+03:00`).getTime() : 0
    }
    expect(firstSlot(slots) - Date.now()).toBeGreaterThanOrEqual((before.prepMinutes + 45) * 60_000)
    const end = await call('DELETE', 'kitchen/busy', cook.token)
    expect(v.parse(KitchenHours, await end.json())).toMatchObject({ busyMinutes: 0, busyUntil: null })
    expect((await kitchenPage(kitchen.id)).prepMinutes).toBe(before.prepMinutes)
  })
})
