import { Hono } from 'hono'
import { beforeAll, describe, expect, it } from 'vitest'
import { catalogueResponse } from '../../src/api/catalogue-responses'
import type { ApiEnv } from '../../src/api/env'
import { testApi } from '../setup/test-database'

/**
 * Callers asking at once for a catalogue answer nobody kept share one read of it
 * (src/api/catalogue-responses.ts): the answer's real cache, on the real database's catalogue
 * version, behind a route whose read counts itself and takes a while, as a list read does.
 */
let api: Awaited<ReturnType<typeof testApi>>
beforeAll(async () => {
  api = await testApi()
})

function counted(answer: (n: number) => { meals: number } | null) {
  let reads = 0
  const app = new Hono<ApiEnv>()
  app.use(async (c, next) => {
    c.set('db', api.db)
    c.set('services', ['food'])
    await next()
  })
  app.get('/catalogue/:name', async (c) => {
    const found = await catalogueResponse(c, async () => {
      reads += 1
      // This read's own number, taken before it waits: a second read started meanwhile must not
      // lend it its number, or two reads would answer the same body.
      const n = reads
      await new Promise((resolve) => setTimeout(resolve, 30))
      return answer(n)
    })
    return found ?? c.json({ error: 'not found' }, 404)
  })
  return { app, reads: () => reads }
}

describe('catalogue answers asked for at once', () => {
  it('share one read, and each caller gets the whole answer', async () => {
    const { app, reads } = counted((n) => ({ meals: n }))
    // A name of this run's own: other files on a shared Postgres keep answers of their own.
    const path = `/catalogue/at-once-${crypto.randomUUID()}`
    const answers = await Promise.all(Array.from({ length: 8 }, () => app.request(path)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200))
    const bodies = await Promise.all(answers.map((answer) => answer.json()))
    // One read for all eight, unless another file moved the catalogue meanwhile (Postgres).
    expect(reads()).toBeLessThanOrEqual(2)
    expect(new Set(answers.map((answer) => answer.headers.get('etag'))).size).toBe(reads())
    for (const body of bodies) expect(body).toEqual({ meals: expect.any(Number) })
  })

  it('share a missing kitchen too: each caller is told 404, and nothing is kept', async () => {
    const { app, reads } = counted(() => null)
    const path = `/catalogue/missing-${crypto.randomUUID()}`
    const answers = await Promise.all(Array.from({ length: 4 }, () => app.request(path)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(4).fill(404))
    expect(reads()).toBeLessThanOrEqual(2)
    const before = reads()
    expect((await app.request(path)).status).toBe(404)
    expect(reads()).toBe(before + 1)
  })
})
