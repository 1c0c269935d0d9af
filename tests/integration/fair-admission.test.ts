import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { admitPerTurn } from '../../scripts/fair-admission'

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('admitPerTurn', () => {
  it('lets two requests a turn begin, in the order they came', async () => {
    const admit = admitPerTurn(2)
    const begun: number[] = []
    for (const n of [0, 1, 2, 3, 4]) void admit().then(() => begun.push(n))
    expect(begun).toEqual([])
    await nextTurn()
    expect(begun).toEqual([0, 1])
    await nextTurn()
    expect(begun).toEqual([0, 1, 2, 3])
    await nextTurn()
    expect(begun).toEqual([0, 1, 2, 3, 4])
  })

  it('answers a new connection after a few renders, not after every kept-alive connection’s, while they keep the server busy', async () => {
    // A page's render: 7 ms of work in promise callbacks, no turn of the loop in between.
    const admit = admitPerTurn(2)
    let rendered = 0
    const server = http.createServer(async (_request, response) => {
      await admit()
      const end = performance.now() + 7
      while (performance.now() < end);
      rendered++
      await Promise.resolve()
      response.end('page')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const get = (agent: http.Agent) =>
      new Promise<void>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/', agent }, (response) => {
            response.resume()
            response.on('end', resolve)
          })
          .on('error', reject)
      })
    const agents: http.Agent[] = []
    const agent = () => {
      const made = new http.Agent({ keepAlive: true, maxSockets: 1 })
      agents.push(made)
      return made
    }
    let busy = true
    try {
      // 20 connections asking one page after another, as a saturating load does.
      const load = Array.from({ length: 20 }, async () => {
        const kept = agent()
        while (busy) await get(kept)
      })
      await new Promise((resolve) => setTimeout(resolve, 300))
      // Then 40 shoppers open connections at once: each first page counts the pages the server
      // rendered meanwhile. Counted, not timed: a busy machine slows every render alike.
      const waits = await Promise.all(
        Array.from({ length: 40 }, async () => {
          const before = rendered
          await get(agent())
          return rendered - before
        }),
      )
      busy = false
      await Promise.all(load)
      // Gated, the last new connection waited 124–134 renders (its place in the queue of 60);
      // ungated, one connection was accepted per turn of 20 renders: 524–530.
      expect(Math.max(...waits)).toBeLessThan(300)
    } finally {
      busy = false
      for (const made of agents) made.destroy()
      await new Promise((resolve) => server.close(resolve))
    }
  }, 30_000)
})
