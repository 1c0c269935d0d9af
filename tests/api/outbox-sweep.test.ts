import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox } from '../../src/db/schema'
import { type OutgoingMessage, sendMessage } from '../../src/domain/accounts/outbox'
import { sendQueuedMessages } from '../../src/domain/accounts/outbox-sweep'
import type { Transport, Transports } from '../../src/domain/accounts/transports'
import { runSweeps } from '../../src/server/scheduler.server'
import { authCall, newRegistration } from '../fixtures/accounts'
import { withSecondInstance } from '../fixtures/instances'
import { testApi } from '../setup/test-database'

/**
 * Queued messages (decision 0034): one whose provider failed, or that waited for a
 * transport, is sent by the scheduler with backoff (1, 2, 4, 8 minutes, five tries, never
 * once older than 30 minutes), marked sent once, and never sent twice by two instances or by
 * the sweep racing the request that queued it. The clock is passed in; nothing sleeps. A
 * database of the file's own on Postgres: the sweep would send other files' messages.
 */
let api: Awaited<ReturnType<typeof testApi>>
/** The API's transports: empty (the development outbox) unless a test plugs a provider in. */
const apiTransports: Transports = {}
beforeAll(async () => {
  api = await testApi({ ownDatabase: true, accounts: { transports: apiTransports } })
})
afterAll(async () => {
  if (api?.driver === 'postgres') await api.handle.close()
})

const MINUTE = 60_000
const at = (base: Date, ms: number) => new Date(base.getTime() + ms)
let serial = 0

/** A message of its own recipient, so each test counts only its own deliveries. */
const message = (): OutgoingMessage => {
  serial += 1
  return {
    channel: 'sms',
    purpose: 'verification',
    recipient: `+2547000${String(serial).padStart(5, '0')}`,
    subject: 'Your code',
    body: `Your HomeCooked code is ${100000 + serial}`,
  }
}

/** An SMS provider that records what it delivered; `failures` makes its first calls fail. */
function provider(failures = 0, delayMs = 0) {
  const delivered: string[] = []
  let calls = 0
  const sms: Transport = async ({ recipient }) => {
    calls += 1
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
    if (calls <= failures) throw new Error('Africa\u2019s Talking answered 503')
    delivered.push(recipient)
  }
  return { transports: { sms } satisfies Transports, delivered, calls: () => calls }
}

/** Each of `messages` delivered exactly once (a sweep may also send what earlier tests left queued). */
const onceEach = (delivered: string[], messages: OutgoingMessage[]) => {
  const mine = new Set(messages.map((m) => m.recipient))
  return delivered.filter((to) => mine.has(to)).sort()
}

const rowOf = async (recipient: string) => {
  const [row] = await api.db.select().from(outbox).where(eq(outbox.recipient, recipient))
  if (!row) throw new Error(`No message to ${recipient}`)
  return row
}

describe('sending queued messages', () => {
  it('delivers the code of a registration whose e-mail provider was down, once, and the code works', async () => {
    const inbox: { recipient: string; body: string }[] = []
    let down = true
    apiTransports.email = async ({ recipient, body }) => {
      if (down) throw new Error('SMTP 421 service not available')
      inbox.push({ recipient, body })
    }
    try {
      const registration = newRegistration()
      const registered = await authCall(api, 'POST', '/account/register', { body: registration })
      // The shopper is not told the provider failed (it would say the account exists).
      expect(registered.status).toBe(202)
      expect(inbox).toEqual([])
      down = false
      const now = at(new Date(), MINUTE + 1000)
      await Promise.all([
        sendQueuedMessages(api.db, apiTransports, now),
        sendQueuedMessages(api.db, apiTransports, now),
      ])
      expect(inbox.map((m) => m.recipient)).toEqual([registration.email])
      const token = /\b(\d{6})\b/.exec(inbox[0]?.body ?? '')?.[1]
      const confirmed = await authCall(api, 'POST', '/verification/confirm', {
        body: { token, identifier: registration.email },
      })
      expect(confirmed.status).toBe(200)
    } finally {
      delete apiTransports.email
    }
  })

  it('retries a message whose provider failed after its backoff, and marks it sent once', async () => {
    const flaky = provider(1)
    const sms = message()
    await sendMessage(api.db, flaky.transports, sms)
    const failed = await rowOf(sms.recipient)
    expect(failed).toMatchObject({ sentAt: null, attempts: 1, error: 'Africa\u2019s Talking answered 503' })
    const base = failed.createdAt

    // Within the first minute's backoff it waits.
    expect(await sendQueuedMessages(api.db, flaky.transports, at(base, 30_000))).toEqual({
      sent: 0,
      failed: 0,
    })
    expect(flaky.delivered).toEqual([])
    const retried = await sendQueuedMessages(api.db, flaky.transports, at(base, MINUTE + 1000))
    expect(retried.sent).toBe(1)
    expect(flaky.delivered).toEqual([sms.recipient])
    expect(await rowOf(sms.recipient)).toMatchObject({ attempts: 2, error: null, claimedUntil: null })
    expect((await rowOf(sms.recipient)).sentAt).not.toBeNull()
    // Sent is sent: later rounds leave it.
    await sendQueuedMessages(api.db, flaky.transports, at(base, 10 * MINUTE))
    expect(flaky.delivered).toEqual([sms.recipient])
  })

  it('backs off 1, 2, 4, 8 minutes and gives up after five tries', async () => {
    const down = provider(Number.POSITIVE_INFINITY)
    const sms = message()
    await sendMessage(api.db, down.transports, sms)
    const base = (await rowOf(sms.recipient)).createdAt
    const tries: number[] = []
    // Every 30 seconds for 20 minutes of the passed-in clock.
    for (let ms = 30_000; ms <= 20 * MINUTE; ms += 30_000) {
      const before = down.calls()
      await sendQueuedMessages(api.db, down.transports, at(base, ms))
      if (down.calls() > before) tries.push(ms / MINUTE)
    }
    // The first try was the request's own; then 1, +2, +4, +8 minutes (on the 30-second grid).
    expect(tries).toEqual([1, 3, 7, 15])
    expect(await rowOf(sms.recipient)).toMatchObject({ attempts: 5, sentAt: null })
  })

  it('sends a message queued while no transport was configured, unless it is older than 30 minutes', async () => {
    const fresh = message()
    const stale = message()
    await sendMessage(api.db, {}, fresh)
    await sendMessage(api.db, {}, stale)
    const now = new Date()
    await api.db
      .update(outbox)
      .set({ createdAt: at(now, -31 * MINUTE) })
      .where(eq(outbox.recipient, stale.recipient))
    const configured = provider()
    await sendQueuedMessages(api.db, configured.transports, now)
    expect(configured.delivered).toContain(fresh.recipient)
    expect(configured.delivered).not.toContain(stale.recipient)
    // Without any transport the sweep sends nothing and changes nothing (the development outbox).
    const unsent = message()
    await sendMessage(api.db, {}, unsent)
    expect(await sendQueuedMessages(api.db, {}, now)).toEqual({ sent: 0, failed: 0 })
    expect(await rowOf(unsent.recipient)).toMatchObject({ attempts: 0, sentAt: null })
  })

  it('never sends a message the request is still sending', async () => {
    const slow = provider(0, 200)
    const sms = message()
    // The request sends it (slowly) while a sweep runs: the request's claim keeps the sweep off.
    const [, swept] = await Promise.all([
      sendMessage(api.db, slow.transports, sms),
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 50))
        return sendQueuedMessages(api.db, slow.transports, new Date())
      })(),
    ])
    // (The sweep may send an older test's queued message; this one only once, by the request.)
    expect(swept.failed).toBe(0)
    expect(slow.delivered.filter((to) => to === sms.recipient)).toEqual([sms.recipient])
  })

  it('sends each queued message once when two instances sweep at the same moment', async () => {
    const messages = Array.from({ length: 6 }, message)
    for (const sms of messages) await sendMessage(api.db, {}, sms)
    const slow = provider(0, 20)
    const now = new Date()
    // Straight at the sweep, without the advisory lock: the conditional claim alone decides…
    await Promise.all([
      sendQueuedMessages(api.db, slow.transports, now),
      sendQueuedMessages(api.db, slow.transports, now),
    ])
    expect(onceEach(slow.delivered, messages)).toEqual(messages.map((m) => m.recipient).sort())

    // …and through the scheduler, as two instances run it.
    const more = Array.from({ length: 6 }, message)
    for (const sms of more) await sendMessage(api.db, {}, sms)
    const other = provider(0, 20)
    const settings = { payments: { queryAfterMs: 30_000 }, transports: other.transports }
    const rounds = await withSecondInstance(api.handle, (instance) =>
      Promise.all([runSweeps(api.handle, settings, now), runSweeps(instance, settings, now)]),
    )
    expect(onceEach(other.delivered, more)).toEqual(more.map((m) => m.recipient).sort())
    const sent = rounds.map((round) => round.outbox?.sent ?? 0)
    expect(sent.reduce((a, b) => a + b, 0)).toBe(other.delivered.length)
  })
})
