import { describe, expect, it } from 'vitest'
import { safeReturnPath } from '../../src/lib/return-path'
import { passesRoleCheck } from '../../src/lib/roles'

describe('role check (SPEC §6)', () => {
  it('passes when the user has any required role', () => {
    expect(passesRoleCheck({ roles: ['customer', 'cook'] }, ['admin', 'cook'])).toBe(true)
  })
  it('fails when the user has roles but none of the required ones', () => {
    expect(passesRoleCheck({ roles: ['customer'] }, ['admin', 'cook'])).toBe(false)
  })
  it.each([
    ['no user', null, ['admin']],
    ['a user without roles', { roles: [] }, ['admin']],
    ['a user whose roles are unknown', {}, ['admin']],
    ['an empty required list', { roles: ['customer'] }, []],
  ])('passes with %s', (_label, user, required) => {
    expect(passesRoleCheck(user, required)).toBe(true)
  })
})

describe('return addresses after sign-in', () => {
  it.each(['/account', '/food/kitchens?page=2', '/', '/xx-KE/account'])('keeps the path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path)
  })
  it.each([
    ['/sw-KE/cart/food', '/cart/food'],
    ['/sw-KE/account', '/account'],
    ['/fr-KE/food/kitchens?page=2#top', '/food/kitchens?page=2#top'],
    ['/ar-KE', '/'],
    ['/SW-ke/cart?from=/sw-KE/x', '/cart?from=/sw-KE/x'],
  ])(
    'takes the locale prefix off %s: the router puts the page’s own back (no /sw-KE/sw-KE/…)',
    (path, routerPath) => {
      expect(safeReturnPath(path)).toBe(routerPath)
    },
  )
  it.each([
    '//evil.example/account',
    'https://evil.example',
    '/\\evil.example',
    'account',
    '/sw-KE//evil.example',
    '/sw-KE/\\evil.example',
    42,
    undefined,
  ])('drops %s, which could leave the site', (value) => {
    expect(safeReturnPath(value)).toBeUndefined()
  })
})
