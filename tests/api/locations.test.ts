import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { Address, AddressPage } from '../../src/contracts/addresses.responses'
import { ErrorBody } from '../../src/contracts/common.responses'
import { signedInUser } from '../fixtures/accounts'
import { apiRequest } from '../fixtures/api-request'
import { testApi } from '../setup/test-database'

let api: Awaited<ReturnType<typeof testApi>>
beforeAll(async () => {
  api = await testApi()
})

const call = (method: string, path: string, token?: string, body?: unknown) =>
  apiRequest(api, method, `locations${path}`, { token, body })

const home = {
  label: 'Home',
  neighbourhood: 'Kilimani',
  building: 'Jabavu Court, Block C',
  floorAndDoor: '3rd floor, door 12',
  landmark: 'Opposite Yaya Centre',
  directions: 'Blue gate; ask the askari for Wanjiru',
  phone: '0712 345 678',
  lat: -1.2921,
  lng: 36.7856,
}

describe('/api/locations', () => {
  it('needs a session', async () => {
    expect((await call('GET', '')).status).toBe(401)
    expect((await call('POST', '', undefined, home)).status).toBe(401)
  })

  it('adds, lists, changes and deletes the shopper’s own addresses; the first is the default', async () => {
    const amina = await signedInUser(api)
    const created = await call('POST', '', amina.accessToken, home)
    expect(created.status).toBe(201)
    const first = v.parse(Address, await created.json())
    expect(first).toMatchObject({ label: 'Home', phone: '+254712345678', isDefault: true })

    const work = v.parse(
      Address,
      await (
        await call('POST', '', amina.accessToken, {
          ...home,
          label: 'Work',
          neighbourhood: 'Westlands',
          isDefault: true,
          lat: null,
          lng: null,
        })
      ).json(),
    )
    expect(work.isDefault).toBe(true)
    const list = v.parse(AddressPage, await (await call('GET', '', amina.accessToken)).json())
    expect(list.items.map((a) => [a.label, a.isDefault])).toEqual([
      ['Work', true],
      ['Home', false],
    ])

    const changed = await call('PUT', `/${first.id}`, amina.accessToken, {
      ...home,
      landmark: 'Next to Kilimani Police',
    })
    expect(v.parse(Address, await changed.json()).landmark).toBe('Next to Kilimani Police')

    expect((await call('DELETE', `/${work.id}`, amina.accessToken)).status).toBe(200)
    const after = v.parse(AddressPage, await (await call('GET', '', amina.accessToken)).json())
    expect(after.items.map((a) => [a.id, a.isDefault])).toEqual([[first.id, true]])
  })

  it('sorts, orders and searches as SPEC §7 describes', async () => {
    const baraka = await signedInUser(api)
    for (const label of ['Shop', 'Auntie', 'Mum'])
      await call('POST', '', baraka.accessToken, { ...home, label })
    const sorted = v.parse(
      AddressPage,
      await (await call('GET', '?sortBy=label&order=desc', baraka.accessToken)).json(),
    )
    expect(sorted.items.map((a) => a.label)).toEqual(['Shop', 'Mum', 'Auntie'])
    const found = v.parse(
      AddressPage,
      await (await call('GET', '?searchKeyword=aunt', baraka.accessToken)).json(),
    )
    expect(found.items.map((a) => a.label)).toEqual(['Auntie'])
    const bad = await call('GET', '?sortBy=password&order=up', baraka.accessToken)
    expect(Object.keys(v.parse(ErrorBody, await bad.json()).errors).sort()).toEqual(['order', 'sortBy'])
  })

  it('never shows or changes another shopper’s address', async () => {
    const owner = await signedInUser(api)
    const other = await signedInUser(api)
    const mine = v.parse(Address, await (await call('POST', '', owner.accessToken, home)).json())
    expect((await call('GET', `/${mine.id}`, other.accessToken)).status).toBe(404)
    expect((await call('PUT', `/${mine.id}`, other.accessToken, home)).status).toBe(404)
    expect((await call('DELETE', `/${mine.id}`, other.accessToken)).status).toBe(404)
    expect(v.parse(AddressPage, await (await call('GET', '', other.accessToken)).json()).total).toBe(0)
    expect((await call('GET', `/${mine.id}`, owner.accessToken)).status).toBe(200)
  })

  it('refuses bad fields with 422 and keeps nothing', async () => {
    const amina = await signedInUser(api)
    const response = await call('POST', '', amina.accessToken, {
      ...home,
      neighbourhood: 'Atlantis',
      phone: '12345',
      landmark: '',
      lat: 51.5,
      lng: -0.1,
    })
    expect(response.status).toBe(422)
    expect(Object.keys(v.parse(ErrorBody, await response.json()).errors).sort()).toEqual([
      'landmark',
      'lat',
      'neighbourhood',
      'phone',
    ])
    expect(v.parse(AddressPage, await (await call('GET', '', amina.accessToken)).json()).total).toBe(0)
  })
})
