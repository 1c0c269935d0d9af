import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ServiceList } from '../../src/contracts/catalogue.responses'
import { apiRequest } from '../fixtures/api-request'
import { testApi } from '../setup/test-database'

describe('GET /api/services', () => {
  it('lists the five services with only food switched on by default', async () => {
    const api = await testApi()
    const body = v.parse(ServiceList, await (await apiRequest(api, 'GET', 'services')).json())
    expect(body.services).toEqual([
      { name: 'food', enabled: true },
      { name: 'grocery', enabled: false },
      { name: 'chef', enabled: false },
      { name: 'farm', enabled: false },
      { name: 'cookbook', enabled: false },
    ])
  })

  it('follows the SERVICES setting', async () => {
    const api = await testApi({ services: ['food', 'farm'] })
    const body = v.parse(ServiceList, await (await apiRequest(api, 'GET', 'services')).json())
    expect(body.services.filter((s) => s.enabled).map((s) => s.name)).toEqual(['food', 'farm'])
  })
})
