import pg from 'pg'
import type { PgliteThread } from './pglite-thread'

/** A listener of one Postgres NOTIFY channel; `subscribe` answers how to stop listening. */
export type Notifications = {
  subscribe(channel: string, listener: (payload: string) => void): Promise<() => void>
  close(): Promise<void>
}

/**
 * Fans one LISTEN per channel out to any number of in-process listeners (every open event
 * stream of this instance), so a thousand open boards cost one database connection, not a
 * thousand. `listen` starts the database side once per channel.
 */
export function fanOut(listen: (channel: string, deliver: (payload: string) => void) => Promise<void>) {
  const channels = new Map<string, { listeners: Set<(payload: string) => void>; ready: Promise<void> }>()
  return async (channel: string, listener: (payload: string) => void) => {
    let entry = channels.get(channel)
    if (!entry) {
      const listeners = new Set<(payload: string) => void>()
      const ready = listen(channel, (payload) => {
        for (const each of listeners) each(payload)
      })
      entry = { listeners, ready }
      channels.set(channel, entry)
      // A failed LISTEN must not stick: the next subscriber tries again.
      ready.catch(() => channels.delete(channel))
    }
    entry.listeners.add(listener)
    await entry.ready
    const { listeners } = entry
    return () => {
      listeners.delete(listener)
    }
  }
}

/** PGlite: its own listen(), in process (one process owns a PGlite data directory). */
export function pgliteNotifications(client: PgliteThread): Notifications {
  const subscribe = fanOut(async (channel, deliver) => {
    await client.listen(channel, deliver)
  })
  return { subscribe, close: async () => {} }
}

/**
 * Postgres: one dedicated connection holds the LISTENs (a pooled connection would be handed to
 * other queries). A dropped connection is opened again on the next subscription; streams also
 * re-read their events on every heartbeat, so a notification lost meanwhile delays, never loses.
 */
export function postgresNotifications(url: string): Notifications {
  let client: Promise<pg.Client> | undefined
  let closed = false
  const handlers = new Map<string, (payload: string) => void>()
  const channelsListening = new Set<string>()
  const connect = () => {
    client ??= (async () => {
      const opened = new pg.Client({ connectionString: url })
      const drop = () => {
        if (!client) return
        client = undefined
        channelsListening.clear()
        // Listen again by itself: the fan-out above does not ask twice for a channel.
        if (!closed) setTimeout(relisten, 1000)
      }
      opened.on('error', (error) => {
        console.warn(`LISTEN connection failed: ${error.message}`)
        drop()
      })
      opened.on('end', drop)
      opened.on('notification', (message) => handlers.get(message.channel)?.(message.payload ?? ''))
      await opened.connect()
      return opened
    })()
    client.catch(() => {
      client = undefined
    })
    return client
  }
  const listenAll = async () => {
    const connection = await connect()
    for (const channel of handlers.keys()) {
      if (channelsListening.has(channel)) continue
      await connection.query(`LISTEN "${channel.replaceAll('"', '')}"`)
      channelsListening.add(channel)
    }
  }
  const relisten = () => {
    if (closed) return
    listenAll().catch(() => setTimeout(relisten, 5000))
  }
  const subscribe = fanOut(async (channel, deliver) => {
    handlers.set(channel, deliver)
    await listenAll()
  })
  return {
    subscribe,
    close: async () => {
      closed = true
      const current = client
      client = undefined
      if (current) await (await current).end().catch(() => {})
    },
  }
}
