import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { freshSharedRead } from '../../src/db/fresh-read'

/** A store whose reads see its value when they start and end only when the test says so. */
function slowStore() {
  let value = 0
  const pending: (() => void)[] = []
  let reads = 0
  return {
    change: () => {
      value += 1
    },
    valueNow: () => value,
    reads: () => reads,
    pendingReads: () => pending.length,
    finishOldest: () => pending.shift()?.(),
    read: () => {
      reads += 1
      const seen = value
      return new Promise<number>((resolve) => pending.push(() => resolve(seen)))
    },
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('freshSharedRead', () => {
  it('reads at once for a caller alone', async () => {
    const store = slowStore()
    const current = freshSharedRead(store.read)
    const answer = current()
    expect(store.reads()).toBe(1)
    store.finishOldest()
    expect(await answer).toBe(0)
  })

  it('answers callers who asked during a read with the next read, which sees a change made before they asked', async () => {
    const store = slowStore()
    const current = freshSharedRead(store.read)
    const first = current()
    store.change()
    // Joining the running read would answer 0: it began before the change.
    const later = [current(), current(), current()]
    expect(store.reads()).toBe(1)
    store.finishOldest()
    expect(await first).toBe(0)
    await settle()
    expect(store.reads()).toBe(2)
    store.finishOldest()
    expect(await Promise.all(later)).toEqual([1, 1, 1])
  })

  it('lets a failed read fail only its own callers', async () => {
    let fail = true
    const current = freshSharedRead(async () => {
      if (fail) throw new Error('connection lost')
      return 'ok'
    })
    await expect(current()).rejects.toThrow('connection lost')
    fail = false
    await expect(current()).resolves.toBe('ok')
  })

  it('never answers with a value older than the one when the caller asked, and reads no more often than asked', async () => {
    const step = fc.constantFrom('call', 'change', 'finish')
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40 }), async (steps) => {
        const store = slowStore()
        const current = freshSharedRead(store.read)
        const answers: Promise<void>[] = []
        let calls = 0
        for (const each of steps) {
          if (each === 'change') store.change()
          if (each === 'finish') store.finishOldest()
          if (each === 'call') {
            calls += 1
            const askedAt = store.valueNow()
            answers.push(
              current().then((seen) => {
                expect(seen).toBeGreaterThanOrEqual(askedAt)
              }),
            )
          }
          await settle()
        }
        // Whatever is left: finish every read, including the ones queued behind others.
        while (store.pendingReads() > 0) {
          store.finishOldest()
          await settle()
        }
        await Promise.all(answers)
        expect(store.reads()).toBeLessThanOrEqual(calls)
      }),
      { numRuns: 200 },
    )
  })
})
