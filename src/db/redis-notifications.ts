import { randomUUID } from 'node:crypto'
import { createClient } from '@redis/client'
import { ConfigError } from '../config/env'
import { fanOut, type Notifications } from './notifications'

/**
 * Live notices through Redis pub/sub (REDIS_URL; DESIGN "Live updates", decision record 0065).
 * The events themselves are still written by Postgres triggers in the writing transaction and
 * announced by NOTIFY at commit; Redis carries the announcement to the instances:
 *
 * - Every instance SUBSCRIBEs on Redis only: a hundred instances hold no LISTEN connection on
 *   Postgres (which a transaction-mode pooler such as PgBouncer cannot give them anyway).
 * - One instance at a time, the holder of a Redis lease renewed every `leaseMs / 3`, LISTENs on
 *   Postgres to every channel any instance asked for (a Redis set) and PUBLISHes each notice.
 *   When it stops or dies, another takes the lease within `leaseMs`.
 * - A notice lost meanwhile delays, never loses: streams re-read their events on every heartbeat.
 */
export type RedisNotificationOptions = {
  url: string
  /** Where notices come from: the database's LISTEN (opened only while this instance relays). */
  source: Notifications
  /** How long a relay holds its lease without renewing it. */
  leaseMs?: number
  /** Keys and channels live under this prefix, so several apps can share one Redis. */
  prefix?: string
}

// Renews the lease only while it is still this instance's: a relay that stalled past its lease
// must not extend the next holder's.
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`

export async function redisNotifications(options: RedisNotificationOptions): Promise<Notifications> {
  const prefix = options.prefix ?? 'homecooked:'
  const leaseMs = options.leaseMs ?? 10_000
  const leaseKey = `${prefix}live-relay`
  const channelsKey = `${prefix}live-channels`
  const me = randomUUID()
  const logFailure = (what: string) => (error: unknown) =>
    console.warn(`Redis ${what} failed: ${error instanceof Error ? error.message : String(error)}`)

  const commands = createClient({ url: options.url })
  commands.on('error', logFailure('connection'))
  const subscriber = commands.duplicate()
  subscriber.on('error', logFailure('subscriber connection'))
  // A Redis that does not answer at start is a setting to fix, said plainly; a drop later on is
  // retried by the client by itself.
  let timeout: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      Promise.all([commands.connect(), subscriber.connect()]),
      new Promise((_, reject) => {
        timeout = setTimeout(
          () =>
            reject(new ConfigError(`REDIS_URL: no Redis answered at ${redactedUrl(options.url)} within 5 s`)),
          5000,
        )
      }),
    ])
  } catch (error) {
    commands.destroy()
    subscriber.destroy()
    throw error
  } finally {
    clearTimeout(timeout)
  }

  const subscribe = fanOut(async (channel, deliver) => {
    await subscriber.subscribe(prefix + channel, (message) => deliver(message))
    await commands.sAdd(channelsKey, channel)
  })

  // The relay: while this instance holds the lease, every asked-for channel is heard and passed on.
  const relayed = new Map<string, () => void>()
  const stopRelaying = () => {
    for (const stop of relayed.values()) stop()
    relayed.clear()
  }
  const relay = async () => {
    const held =
      (await commands.set(leaseKey, me, { condition: 'NX', expiration: { type: 'PX', value: leaseMs } })) ===
        'OK' ||
      Number(await commands.eval(RENEW, { keys: [leaseKey], arguments: [me, String(leaseMs)] })) === 1
    if (!held) return stopRelaying()
    for (const channel of await commands.sMembers(channelsKey)) {
      if (relayed.has(channel)) continue
      const stop = await options.source.subscribe(channel, (payload) => {
        commands.publish(prefix + channel, payload).catch(logFailure('publish'))
      })
      relayed.set(channel, stop)
    }
  }
  let running: Promise<void> = relay().catch(logFailure('relay'))
  const timer = setInterval(
    () => {
      running = running.then(relay).catch(logFailure('relay'))
    },
    Math.max(100, Math.floor(leaseMs / 3)),
  )
  timer.unref()
  // The first instance up relays from its first moment.
  await running

  return {
    subscribe: async (channel, listener) => {
      const stop = await subscribe(channel, listener)
      // A channel asked for the first time is relayed at once when this instance holds the lease.
      running = running.then(relay).catch(logFailure('relay'))
      await running
      return stop
    },
    close: async () => {
      clearInterval(timer)
      await running
      stopRelaying()
      await commands.eval(RELEASE, { keys: [leaseKey], arguments: [me] }).catch(() => {})
      // The source is the database's: closed with the database, not here.
      await Promise.all([subscriber.close().catch(() => {}), commands.close().catch(() => {})])
    },
  }
}

/** The URL without its password, for a message that may reach a log. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'REDIS_URL'
  }
}
