import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../src/i18n/locales'
import { negotiateLocale } from '../../src/i18n/negotiate'
import { rootLocaleRedirect } from '../../src/i18n/root-redirect'
import { localeOfHref, localizePath, splitLocalePath } from '../../src/i18n/routing'

describe('the locale table', () => {
  it('has the eight routed locales of SPEC §1, each -KE, country ke, Arabic alone right to left', () => {
    expect(LOCALES.map((l) => l.code).sort()).toEqual(
      ['ar-KE', 'en-KE', 'es-KE', 'fr-KE', 'kam-KE', 'ki-KE', 'pt-KE', 'sw-KE'].sort(),
    )
    expect(LOCALES.map((l) => l.slug).sort()).toEqual(['ar', 'en', 'es', 'fr', 'kam', 'ki', 'pt', 'sw'])
    expect(LOCALES.every((l) => l.country === 'ke')).toBe(true)
    expect(LOCALES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar-KE'])
  })

  it('shows each locale its country’s flag: Kenya’s for every -KE locale, Arabic included', () => {
    // Not the language's flag (the Emirates' for Arabic, Britain's for English), and no emoji.
    expect(LOCALES.map((l) => [l.code, l.flag])).toEqual(LOCALES.map((l) => [l.code, 'ke']))
  })
})

describe('locale prefixes', () => {
  it('splits a known prefix off the path, in any letter case', () => {
    expect(splitLocalePath('/sw-KE/food/kitchens')).toMatchObject({
      locale: { code: 'sw-KE' },
      path: '/food/kitchens',
    })
    expect(splitLocalePath('/kam-ke')).toMatchObject({ locale: { code: 'kam-KE' }, path: '/' })
  })

  it('leaves English and unknown prefixes alone', () => {
    expect(splitLocalePath('/food')).toMatchObject({ locale: { code: 'en-KE' }, path: '/food' })
    expect(splitLocalePath('/xx-KE/food')).toMatchObject({ locale: { code: 'en-KE' }, path: '/xx-KE/food' })
    expect(splitLocalePath('/en-KE/food').path).toBe('/en-KE/food')
  })

  it('puts the prefix back for every locale but English', () => {
    expect(localizePath('/food', 'sw-KE')).toBe('/sw-KE/food')
    expect(localizePath('/', 'ar-KE')).toBe('/ar-KE')
    expect(localizePath('/food', 'en-KE')).toBe('/food')
    expect(localeOfHref('http://x/fr-KE/food?page=2').code).toBe('fr-KE')
  })
})

describe('Accept-Language negotiation', () => {
  it.each([
    ['fr', 'fr-KE'],
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr-KE'],
    ['de-DE,sw;q=0.5', 'sw-KE'],
    ['en-US,en;q=0.9', 'en-KE'],
    ['ar-AE', 'ar-KE'],
    ['pt-BR;q=0.4, es;q=0.8', 'es-KE'],
    ['de, nl;q=0.5', undefined],
    ['', undefined],
    ['*', undefined],
  ])('%j → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected)
  })
})

describe('the root redirect', () => {
  const get = (path: string, headers: Record<string, string> = {}) =>
    rootLocaleRedirect(new Request(`http://shop.test${path}`, { headers }))

  it('sends / to the Accept-Language match', () => {
    const response = get('/', { 'accept-language': 'fr' })
    expect(response?.status).toBe(302)
    expect(response?.headers.get('location')).toBe('/fr-KE')
  })

  it('prefers the cookie to the header', () => {
    expect(get('/', { 'accept-language': 'fr', cookie: 'hc_locale=sw-KE' })?.headers.get('location')).toBe(
      '/sw-KE',
    )
    expect(get('/', { 'accept-language': 'fr', cookie: 'hc_locale=en-KE' })).toBeNull()
  })

  it('stays in English without a match, and never redirects another path', () => {
    expect(get('/', { 'accept-language': 'de' })).toBeNull()
    expect(get('/food', { 'accept-language': 'fr' })).toBeNull()
    expect(get('/fr-KE', { cookie: 'hc_locale=sw-KE' })).toBeNull()
  })
})
