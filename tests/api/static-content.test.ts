import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '../../src/contracts/common.responses'
import { StaticContent } from '../../src/contracts/content.responses'
import { apiRequest } from '../fixtures/api-request'
import { testApi } from '../setup/test-database'

let api: Awaited<ReturnType<typeof testApi>>
beforeAll(async () => {
  api = await testApi()
})

const content = async (path: string, options: { body?: unknown; language?: string } = {}) => {
  const response = await apiRequest(api, 'POST', `_content/${path}`, options)
  return { status: response.status, body: (await response.json()) as unknown }
}

describe('POST /api/_content/{path}', () => {
  it("answers a static page's text as HTML in the language asked for", async () => {
    const answer = await content('pages/privacy', { body: { locale: 'sw-KE' } })
    expect(answer.status).toBe(200)
    const page = v.parse(StaticContent, answer.body)
    expect(page).toMatchObject({ path: 'pages/privacy', language: 'sw' })
    expect(page.html).toMatch(/<h2>/)
    expect(page.html).toContain('Sheria ya Ulinzi wa Data')
    expect(page.html).toContain('href="mailto:dpo@homecooked.co.ke"')
  })

  it('falls back to English for a language without the page, and says so', async () => {
    for (const locale of ['ki-KE', 'kam-KE', 'de', 'zu']) {
      const page = v.parse(StaticContent, (await content('pages/terms', { body: { locale } })).body)
      expect(page.language, locale).toBe('en')
      expect(page.html, locale).toContain('governed by the laws of Kenya')
    }
  })

  it('takes the language from Accept-Language when the body names none, else English', async () => {
    const french = v.parse(
      StaticContent,
      (await content('pages/help', { body: {}, language: 'fr-KE,fr;q=0.9' })).body,
    )
    expect(french.language).toBe('fr')
    const none = v.parse(StaticContent, (await content('pages/help', { body: {} })).body)
    expect(none.language).toBe('en')
    expect(none.html).toContain('How much is delivery?')
  })

  it('is 404 for a page that does not exist', async () => {
    const answer = await content('pages/nothing-here', { body: { locale: 'en' } })
    expect(answer.status).toBe(404)
    expect(v.parse(ErrorBody, answer.body).code).toBe('page.notFound')
  })

  // Each of these, were it obeyed, reads a file that exists outside the content folder
  // (docs/architecture.md, or package.json's folder): only the path's own rule stops them.
  const escapes = [
    '..%2F..%2Fdocs%2Farchitecture',
    'pages%2F..%2F..%2F..%2Fdocs%2Farchitecture',
    '%2e%2e%2f%2e%2e%2fdocs%2farchitecture',
    '%2E%2E%2F%2E%2E%2Fdocs%2Farchitecture',
    '%252e%252e%252f%252e%252e%252fdocs%252farchitecture',
    '..%5C..%5Cdocs%5Carchitecture',
    '..%2f..%2fdocs/architecture',
    '%2Fetc%2Fpasswd',
    '%2F%2Fetc%2Fpasswd',
    'pages/privacy%00',
    'pages%00/privacy',
    'pages/privacy%00.txt',
    'pages/privacy.md',
    'pages/.%2Fprivacy',
    'Pages/Privacy',
    'pages//privacy',
    '..',
    '.',
    '%2e',
  ]
  it.each(escapes)('refuses %s with 404, whatever its encoding', async (path) => {
    const answer = await content(path, { body: { locale: 'en' } })
    expect(answer.status).toBe(404)
    expect(JSON.stringify(answer.body)).not.toContain('How the code is laid out')
  })

  it('refuses a path that leaves the folder before the API sees it (dot segments) with 404', async () => {
    for (const path of [
      '../../docs/architecture',
      'pages/../../../docs/architecture',
      '%2e%2e/%2e%2e/docs/architecture',
    ]) {
      const answer = await content(path, { body: { locale: 'en' } })
      expect(answer.status, path).toBe(404)
      expect(JSON.stringify(answer.body), path).not.toContain('How the code is laid out')
    }
  })

  it('refuses a locale that is not a language tag with 422 naming the field', async () => {
    for (const locale of ['../../docs', 'sw_KE', 'x', '', 'en-KE-'.repeat(10), 42]) {
      const answer = await content('pages/about', { body: { locale } })
      expect(answer.status, String(locale)).toBe(422)
      expect(v.parse(ErrorBody, answer.body).codes, String(locale)).toEqual({ locale: ['input.locale'] })
    }
  })
})
