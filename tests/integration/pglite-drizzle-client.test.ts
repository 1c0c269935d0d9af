import { PGlite, types } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { date, integer, interval, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core'
import { drizzle } from 'drizzle-orm/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPgliteThread, type PgliteThread } from '../../src/db/pglite-thread'

const moments = pgTable('moments', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  localAt: timestamp('local_at', { mode: 'date' }).notNull(),
  atText: timestamp('at_text', { withTimezone: true, mode: 'string' }).notNull(),
  day: date('day').notNull(),
  length: interval('length').notNull(),
  amounts: numeric('amounts').array().notNull(),
  times: timestamp('times', { withTimezone: true }).array().notNull(),
})

// Two fresh PGlite instances (~5 s each, longer on a busy machine): the project's hookTimeout applies.
// The app's way (the database, in its own thread, reads those types as text; queries go without
// their parsers) against Drizzle's own (a plain PGlite, each query bringing its parsers).
let client: PgliteThread
let plain: PGlite

beforeAll(async () => {
  client = await openPgliteThread({})
  plain = await PGlite.create()
  for (const db of [client, plain])
    await db.exec(`create table moments (id int primary key, at timestamptz not null,
      local_at timestamp not null, at_text timestamptz not null, day date not null,
      length interval not null, amounts numeric[] not null, times timestamptz[] not null)`)
})
afterAll(async () => {
  await client?.close()
  await plain?.close()
})

describe('the PGlite client Drizzle is given', () => {
  it('reads dates, timestamps, intervals and arrays exactly as Drizzle on a plain PGlite does', async () => {
    const row = {
      id: 1,
      at: new Date('2026-11-28T09:15:30.123Z'),
      localAt: new Date('2026-11-28T12:15:30.000Z'),
      atText: '2026-11-28 09:15:30.5+00',
      day: '2026-11-28',
      length: '3 hours 30 minutes',
      amounts: ['12.50', '0.05'],
      times: [new Date('2026-11-27T21:00:00.000Z')],
    }
    const app = drizzle({ client: client as unknown as PGlite })
    const reference = drizzle({ client: plain })
    await app.insert(moments).values(row)
    await reference.insert(moments).values(row)

    const [read] = await app.select().from(moments)
    const [expected] = await reference.select().from(moments)
    expect(read).toEqual(expected)
    expect(read?.at).toEqual(row.at)
    expect(read?.localAt).toEqual(row.localAt)
    expect(read?.day).toBe('2026-11-28')
    expect(read?.times).toEqual(row.times)
    // The raw path (db.execute) too: timestamps stay the text Postgres sent.
    const raw = await app.execute(sql`select at, day from moments`)
    expect(raw.rows).toEqual((await reference.execute(sql`select at, day from moments`)).rows)
  })

  it('refuses a query whose parsers the database does not apply, rather than read it otherwise', async () => {
    await expect(
      client.query<{ n: string }>('select 41 + 1 as n', [], {
        parsers: { [types.INT4]: (value: string) => `forty-two is ${value}` },
      }),
    ).rejects.toThrow('type parsers the database thread does not apply')
    expect((await client.query<{ n: number }>('select 41 + 1 as n')).rows).toEqual([{ n: 42 }])
  })
})
