import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody, Ping } from '../../src/contracts/common.responses'
import { apiRequest } from '../fixtures/api-request'
import { testApi } from '../setup/test-database'

let api: Awaited<ReturnType<typeof testApi>>
beforeAll(async () => {
  api = await testApi()
})

describe('Auth API envelope', () => {
  it('wraps ping in { data }', async () => {
    const response = await apiRequest(api, 'GET', 'auth/ping?from=test')
    expect(response.status).toBe(200)
    const body = v.parse(Ping, await response.json())
    expect(body.data.status).toBe('ok')
  })
})

describe('bad input never makes a 5xx', () => {
  it('answers 404 with the error body for an unknown path', async () => {
    const response = await apiRequest(api, 'GET', 'nowhere')
    expect(response.status).toBe(404)
    expect(v.parse(ErrorBody, await response.json()).message).toBe('This page could not be found')
  })

  it('gives each refusal a stable message id beside its English, per field as well', async () => {
    const response = await api.app.request('/api/kitchens?page=0&perPage=x')
    expect(response.status).toBe(422)
    const body = v.parse(ErrorBody, await response.json())
    expect(body).toMatchObject({
      message: 'The request has invalid fields',
      code: 'input.invalid',
      errors: {
        page: ['page must be a whole number from 1 to 100000'],
        perPage: ['perPage must be a whole number from 1 to 100'],
      },
      codes: { page: ['input.page'], perPage: ['input.perPage'] },
    })
  })

  it('fills a message id’s placeholders from its values', async () => {
    const response = await api.app.request('/api/kitchens/999999')
    expect(response.status).toBe(404)
    const body = v.parse(ErrorBody, await response.json())
    expect(body).toMatchObject({
      code: 'catalog.kitchenNotFound',
      errors: { id: ['No kitchen has the id 999999'] },
      codes: { id: ['catalog.noSuchKitchen'] },
      values: { id: 999999 },
    })
  })

  it('answers 413 for a 10 MB body', async () => {
    const body = JSON.stringify({ filler: 'x'.repeat(10 * 1024 * 1024) })
    const response = await apiRequest(api, 'POST', 'kitchens', {
      rawBody: body,
      headers: { 'Content-Length': String(body.length) },
    })
    expect(response.status).toBe(413)
    expect(v.parse(ErrorBody, await response.json()).errors.body).toBeDefined()
  })

  it('answers 4xx, not 5xx, for broken JSON and for methods no route takes', async () => {
    const response = await apiRequest(api, 'POST', 'kitchens', { rawBody: '{"name": ' })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    v.parse(ErrorBody, await response.json())
  })

  it('answers 422 for an id past the integer range', async () => {
    const response = await apiRequest(api, 'GET', 'meals/99999999999')
    expect(response.status).toBe(422)
  })
})

describe('GET /api/openapi.json', () => {
  it('documents every route of the API', async () => {
    const response = await apiRequest(api, 'GET', 'openapi.json')
    expect(response.status).toBe(200)
    const doc = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> }
    expect(doc.openapi).toMatch(/^3\./)
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/api/auth/ping',
        '/api/auth/account/authenticate',
        '/api/auth/account/{provider}/callback',
        '/api/auth/account/register',
        '/api/auth/account/update',
        '/api/auth/session/refresh',
        '/api/auth/session/logout',
        '/api/auth/verification/request',
        '/api/auth/verification/confirm',
        '/api/auth/reset/request',
        '/api/auth/reset/confirm',
        '/api/auth/user/me',
        '/api/auth/user/me/export',
        '/api/cart',
        '/api/cart/count',
        '/api/cart/coupon',
        '/api/cart/fulfilment',
        '/api/cart/items',
        '/api/cart/items/{id}',
        '/api/cart/recipes/{id}',
        '/api/locations',
        '/api/locations/{id}',
        '/api/favorites',
        '/api/favorites/{kind}/{id}',
        '/api/kitchens',
        '/api/kitchens/{id}',
        '/api/kitchens/{id}/reviews',
        '/api/kitchens/{id}/slots',
        '/api/meals',
        '/api/meals/{id}/related',
        '/api/offers',
        '/api/orders',
        '/api/orders/{id}',
        '/api/orders/{id}/cancel',
        '/api/orders/{id}/reorder',
        '/api/orders/{id}/review',
        '/api/orders/{id}/payments',
        '/api/orders/{id}/events',
        '/api/notifications',
        '/api/notifications/events',
        '/api/notifications/read-all',
        '/api/notifications/{id}/read',
        '/api/notifications/{id}',
        '/api/kitchen/orders',
        '/api/kitchen/orders/{id}/transitions',
        '/api/kitchen/menu',
        '/api/kitchen/meals',
        '/api/kitchen/meals/{id}',
        '/api/kitchen/meals/{id}/photo',
        '/api/kitchen/meals/{id}/portions-today',
        '/api/kitchen/meals/{id}/sold-out',
        '/api/kitchen/pause',
        '/api/kitchen/preorder-cutoff',
        '/api/kitchen/settings',
        '/api/kitchen/profile',
        '/api/kitchen/profile/translations/{language}',
        '/api/kitchen/meals/{id}/translations/{language}',
        '/api/kitchen/meals/{id}/options',
        '/api/kitchen/meals/{id}/shopping-list',
        '/api/kitchen/reviews/{id}/reply',
        '/api/kitchen/events',
        '/api/kitchen/earnings',
        '/api/kitchen/earnings/statement',
        '/api/kitchen/orders/{id}/rider',
        '/api/kitchen/hours',
        '/api/kitchen/busy',
        '/api/kitchen/push',
        '/api/kitchen/push/subscription',
        '/api/kitchen/documents',
        '/api/kitchen/documents/{kind}/renewal',
        '/api/rider/{token}',
        '/api/rider/{token}/picked-up',
        '/api/rider/{token}/delivered',
        '/api/kitchen-applications',
        '/api/kitchen-applications/{id}',
        '/api/kitchen-applications/{id}/documents/{kind}',
        '/api/kitchen-applications/{id}/documents/{kind}/checks',
        '/api/kitchen-applications/{id}/transitions',
        '/api/document-renewals',
        '/api/document-renewals/{id}/document',
        '/api/document-renewals/{id}/decision',
        '/api/payments',
        '/api/payments/numbers',
        '/api/payments/methods',
        '/api/payments/mpesa/callback/{secret}',
        '/api/search',
        '/api/search/suggestions',
        '/api/support/payments',
        '/api/support/kitchens/{id}/commission',
        '/api/meals/{id}',
        '/api/meal-photos/{mealId}/{token}/{width}',
        '/api/services',
        '/api/catalogue/version',
        '/api/inquiries',
        '/api/_content/{path}',
      ].sort(),
    )
    const kitchen = doc.paths['/api/kitchens/{id}']?.get as { responses: Record<string, unknown> }
    expect(Object.keys(kitchen.responses)).toEqual(expect.arrayContaining(['200', '404', '422']))
    const step = doc.paths['/api/kitchen/orders/{id}/transitions']?.post as {
      responses: Record<string, unknown>
    }
    expect(Object.keys(step.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403', '404', '409', '422']),
    )
    const apply = doc.paths['/api/kitchen-applications']?.post as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> }
      responses: Record<string, unknown>
    }
    expect(Object.keys(apply.responses)).toEqual(expect.arrayContaining(['201', '413', '415', '422']))
    expect(apply.requestBody.content['multipart/form-data']?.schema.required).toEqual(
      expect.arrayContaining(['medicalCertificate', 'foodLicence', 'kitchenName']),
    )
  })
})
