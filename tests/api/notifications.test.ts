import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { ErrorBody } from '../../src/contracts/common.responses'
import { Notification, ReadAllResult, RemoveResult } from '../../src/contracts/notifications.responses'
import { signedInUser } from '../fixtures/accounts'
import { applicationForm, applied, operatorAccount } from '../fixtures/applications'
import { createKitchen } from '../fixtures/catalogue'
import { inMinutes, kitchenAccount, stepOk } from '../fixtures/kitchen'
import { notificationsOf, readNotificationEvents } from '../fixtures/notifications'
import { createOrder } from '../fixtures/orders'
import { shopHarness } from '../fixtures/shop-harness'

const h = shopHarness()
const { call } = h

/** A shopper's cash order that the kitchen accepted. */
async function acceptedOrder() {
  const kitchen = await createKitchen(h.api.db)
  const cook = await kitchenAccount(h.api, kitchen.id)
  const shopper = await createOrder(h.api, { kitchens: [kitchen] })
  await stepOk(h.api, cook.token, shopper.id, { to: 'accepted', readyBy: inMinutes(30) })
  return { kitchen, cook, shopper, id: shopper.id }
}

describe('notifications of order steps', () => {
  it("a kitchen accepting an order gives the shopper an unread notification linking to the order, in the reader's language", async () => {
    const { kitchen, cook, shopper, id } = await acceptedOrder()
    const centre = await notificationsOf(h.api, shopper.token)
    expect(centre.unread).toBe(1)
    expect(centre.total).toBe(1)
    expect(centre.items[0]).toMatchObject({
      kind: 'order.accepted',
      title: `${kitchen.name} accepted your order ${id}`,
      link: `/account/orders/${id}`,
      img: kitchen.coverImage,
      read: false,
    })
    expect(Date.parse(centre.items[0]?.date ?? '')).toBeGreaterThan(Date.now() - 60_000)
    expect(centre.lastId).toBe(centre.items[0]?.id)
    // The same notification read in Kiswahili: the title is translated when read.
    const swahili = await notificationsOf(h.api, shopper.token, { language: 'sw' })
    expect(swahili.items[0]?.title).not.toBe(centre.items[0]?.title)
    expect(swahili.items[0]?.title).toContain(kitchen.name)
    // The kitchen's own account is told nothing of its own step.
    expect((await notificationsOf(h.api, cook.token)).total).toBe(0)
  })

  it('lists newest first with the unread count; each further step adds one', async () => {
    const { cook, shopper, id } = await acceptedOrder()
    await stepOk(h.api, cook.token, id, { to: 'preparing' })
    await stepOk(h.api, cook.token, id, { to: 'ready' })
    const centre = await notificationsOf(h.api, shopper.token)
    expect(centre.items.map((n) => n.kind)).toEqual(['order.ready', 'order.preparing', 'order.accepted'])
    expect(centre.unread).toBe(3)
    const paged = await call('GET', 'notifications?perPage=2&page=2', shopper.token)
    expect(paged.status).toBe(200)
    const second = await paged.json()
    expect(second).toMatchObject({ total: 3, pageCount: 2, unread: 3 })
    expect(second.items.map((n: { kind: string }) => n.kind)).toEqual(['order.accepted'])
  })

  it('a declined order tells the shopper too', async () => {
    const kitchen = await createKitchen(h.api.db)
    const cook = await kitchenAccount(h.api, kitchen.id)
    const shopper = await createOrder(h.api, { kitchens: [kitchen] })
    await stepOk(h.api, cook.token, shopper.id, { to: 'declined', reason: 'Out of gas' })
    const [declined] = (await notificationsOf(h.api, shopper.token)).items
    expect(declined).toMatchObject({
      kind: 'order.declined',
      title: `${kitchen.name} declined your order ${shopper.id}`,
    })
  })
})

describe('payment results', () => {
  it('an M-Pesa payment that goes through, and one that fails, each tell the payer', async () => {
    const paid = await createOrder(h.api, {
      kitchens: h.kitchens.slice(0, 1),
      paymentMethod: 'mpesa',
      phone: '0712 345 678',
    })
    await vi.waitFor(
      async () => expect((await notificationsOf(h.api, paid.token)).items[0]?.kind).toBe('payment.paid'),
      { timeout: 5000 },
    )
    const [note] = (await notificationsOf(h.api, paid.token)).items
    expect(note?.title).toMatch(/^Your M-Pesa payment of KSh \d+ was received$/)
    expect(note?.link).toBe(`/account/orders/${paid.id}`)

    // A number ending 1032: the payer cancels the prompt.
    const failed = await createOrder(h.api, {
      kitchens: h.kitchens.slice(0, 1),
      paymentMethod: 'mpesa',
      phone: '0700 001 032',
    })
    await vi.waitFor(
      async () => expect((await notificationsOf(h.api, failed.token)).items[0]?.kind).toBe('payment.failed'),
      { timeout: 5000 },
    )
  })
})

describe('application decisions', () => {
  it("approving and rejecting tell the applicant's account; a reviewing step does not", async () => {
    const operator = await operatorAccount(h.api)
    const decide = async (to: 'approved' | 'rejected') => {
      const applicant = await signedInUser(h.api)
      const application = await applied(h.api, applicationForm(), { token: applicant.accessToken })
      for (const body of [{ to: 'reviewing' }, to === 'rejected' ? { to, reason: 'No licence' } : { to }]) {
        const stepped = await call(
          'POST',
          `kitchen-applications/${application.id}/transitions`,
          operator.token,
          body,
        )
        expect(stepped.status).toBe(200)
      }
      return { applicant, application, centre: await notificationsOf(h.api, applicant.accessToken) }
    }
    const approved = await decide('approved')
    expect(approved.centre.items).toHaveLength(1)
    expect(approved.centre.items[0]).toMatchObject({
      kind: 'application.approved',
      title: `Your kitchen ${approved.application.kitchenName} is approved`,
      link: '/kitchen',
    })
    const rejected = await decide('rejected')
    expect(rejected.centre.items.map((n) => n.kind)).toEqual(['application.rejected'])
  })
})

describe('live', () => {
  it("a new notification reaches the account's open stream with the unread count; a reconnect with Last-Event-ID gets what it missed", async () => {
    const kitchen = await createKitchen(h.api.db)
    const cook = await kitchenAccount(h.api, kitchen.id)
    const shopper = await createOrder(h.api, { kitchens: [kitchen] })
    const { lastId } = await notificationsOf(h.api, shopper.token)
    const stream = await call('GET', `notifications/events?after=${lastId}`, shopper.token, undefined, {
      Accept: 'text/event-stream',
    })
    expect(stream.status).toBe(200)
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const arriving = readNotificationEvents(stream, 2)
    await new Promise((resolve) => setTimeout(resolve, 300))
    // Another shopper's notification must not reach this stream.
    await acceptedOrder()
    await stepOk(h.api, cook.token, shopper.id, { to: 'accepted', readyBy: inMinutes(30) })
    await stepOk(h.api, cook.token, shopper.id, { to: 'preparing' })
    const got = await arriving
    expect(got.map((e) => e.data.item.kind)).toEqual(['order.accepted', 'order.preparing'])
    // The count as it stands when sent: both may come in one read.
    expect(got.at(-1)?.data.unread).toBe(2)
    expect(got.every((e) => e.id === String(e.data.item.id))).toBe(true)

    await stepOk(h.api, cook.token, shopper.id, { to: 'ready' })
    const resumed = await call('GET', 'notifications/events', shopper.token, undefined, {
      Accept: 'text/event-stream',
      'Last-Event-ID': got[1]?.id ?? '',
    })
    expect((await readNotificationEvents(resumed, 1)).map((e) => e.data.item.kind)).toEqual(['order.ready'])
  })
})

describe('reading, marking and removing', () => {
  it('marks one read, then all read; the unread count follows', async () => {
    const { cook, shopper, id } = await acceptedOrder()
    await stepOk(h.api, cook.token, id, { to: 'preparing' })
    await stepOk(h.api, cook.token, id, { to: 'ready' })
    const [newest, middle] = (await notificationsOf(h.api, shopper.token)).items
    const read = await call('POST', `notifications/${newest?.id}/read`, shopper.token)
    expect(read.status).toBe(200)
    expect(v.parse(Notification, await read.json())).toMatchObject({ id: newest?.id, read: true })
    // Again is harmless.
    expect((await call('POST', `notifications/${newest?.id}/read`, shopper.token)).status).toBe(200)
    const after = await notificationsOf(h.api, shopper.token)
    expect(after.unread).toBe(2)
    expect(after.items.map((n) => n.read)).toEqual([true, false, false])
    expect(middle?.read).toBe(false)

    const all = await call('POST', 'notifications/read-all', shopper.token)
    expect(all.status).toBe(200)
    expect(v.parse(ReadAllResult, await all.json())).toEqual({ marked: 2, unread: 0 })
    const done = await notificationsOf(h.api, shopper.token)
    expect(done.unread).toBe(0)
    expect(done.items.every((n) => n.read)).toBe(true)
  })

  it('removes one; it is gone from the list and the count', async () => {
    const { cook, shopper, id } = await acceptedOrder()
    await stepOk(h.api, cook.token, id, { to: 'preparing' })
    const [newest, older] = (await notificationsOf(h.api, shopper.token)).items
    const removed = await call('DELETE', `notifications/${newest?.id}`, shopper.token)
    expect(removed.status).toBe(200)
    expect(v.parse(RemoveResult, await removed.json())).toEqual({ removed: newest?.id, unread: 1 })
    const after = await notificationsOf(h.api, shopper.token)
    expect(after.items.map((n) => n.id)).toEqual([older?.id])
    expect((await call('DELETE', `notifications/${newest?.id}`, shopper.token)).status).toBe(404)
  })

  it("answers 404 for another account's notification and changes nothing of it", async () => {
    const { shopper } = await acceptedOrder()
    const [theirs] = (await notificationsOf(h.api, shopper.token)).items
    const other = await signedInUser(h.api)
    for (const [method, path] of [
      ['POST', `notifications/${theirs?.id}/read`],
      ['DELETE', `notifications/${theirs?.id}`],
    ] as const) {
      const refused = await call(method, path, other.accessToken)
      expect(refused.status, `${method} ${path}`).toBe(404)
      expect(v.parse(ErrorBody, await refused.json()).code).toBe('notification.notFound')
    }
    expect((await notificationsOf(h.api, other.accessToken)).total).toBe(0)
    expect((await call('POST', 'notifications/read-all', other.accessToken)).status).toBe(200)
    expect((await notificationsOf(h.api, shopper.token)).items[0]).toMatchObject({
      id: theirs?.id,
      read: false,
    })
  })

  it('a visitor gets 401 from every operation', async () => {
    for (const [method, path] of [
      ['GET', 'notifications'],
      ['GET', 'notifications/events'],
      ['POST', 'notifications/1/read'],
      ['POST', 'notifications/read-all'],
      ['DELETE', 'notifications/1'],
    ] as const)
      expect((await call(method, path)).status, `${method} ${path}`).toBe(401)
  })

  it('refuses a bad id (422)', async () => {
    const shopper = await signedInUser(h.api)
    expect((await call('POST', 'notifications/abc/read', shopper.accessToken)).status).toBe(422)
  })
})
