import { beforeAll, describe, expect, it } from 'vitest'
import { remoteCatalogueVersion } from '../../src/server/remote-catalogue-version.server'
import { createKitchen } from '../fixtures/catalogue'
import { listenOverHttp } from '../fixtures/http-transport'
import { testApi } from '../setup/test-database'

/**
 * `GET /api/catalogue/version`, and how a web tier on another host reads it (decision 0098): the
 * API served over real HTTP, as the web tier calls it.
 */
let api: Awaited<ReturnType<typeof testApi>>
let apiUrl: string
beforeAll(async () => {
  api = await testApi()
  apiUrl = `${await listenOverHttp(api.app)}/api`
})

const readVersion = async () => {
  const answer = await fetch(`${apiUrl}/catalogue/version`)
  expect(answer.status).toBe(200)
  expect(answer.headers.get('cache-control')).toBe('no-store')
  return ((await answer.json()) as { version: number }).version
}

describe('the catalogue version', () => {
  it('grows when a kitchen joins the catalogue', async () => {
    const before = await readVersion()
    await createKitchen(api.db)
    expect(await readVersion()).toBeGreaterThan(before)
  })

  it('is asked of the API tier once for every page that wants it within a second', async () => {
    let asked = 0
    let clock = 0
    const counted: typeof fetch = (input, init) => {
      asked += 1
      return fetch(input, init)
    }
    const version = remoteCatalogueVersion(apiUrl, counted, () => clock)
    const now = await readVersion()
    const pages = await Promise.all(Array.from({ length: 20 }, () => version()))
    expect(pages).toEqual(Array(20).fill(now))
    expect(asked).toBe(1)
    // A cook's change is seen by the first page asking after the second is up.
    await createKitchen(api.db)
    clock += 999
    expect(await version()).toBe(now)
    clock += 1
    expect(await version()).toBeGreaterThan(now)
    expect(asked).toBe(2)
  })

  it('keeps no failed read: the next page asks again', async () => {
    // A port nobody listens on: the API tier is down.
    const down = remoteCatalogueVersion('http://127.0.0.1:9/api')
    await expect(down()).rejects.toThrow()
    await expect(down()).rejects.toThrow()
    let fail = true
    const flaky = remoteCatalogueVersion(apiUrl, (input, init) =>
      fail ? Promise.resolve(new Response('', { status: 502 })) : fetch(input, init),
    )
    await expect(flaky()).rejects.toThrow('The API tier answered 502')
    fail = false
    expect(await flaky()).toBe(await readVersion())
  })
})
