import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { restoreClientStateScript } from '../../src/boot/restore-client-state'
import { CLIENT_STATE_KEYS, CLIENT_STATE_PREFIX } from '../../src/lib/client-state'

/**
 * The head's script (decision 0096) run in a small stand-in for the browser: a cookie jar that
 * `document.cookie` reads and writes as a browser does, local storage, <html>'s attributes and
 * the page's location.
 */
function browser(options: {
  cookies?: Record<string, string>
  kept?: Record<string, string>
  path?: string
}) {
  const jar = new Map(Object.entries(options.cookies ?? {}))
  const written: string[] = []
  const stored = new Map(Object.entries(options.kept ?? {}))
  const attributes = new Map([
    ['data-theme', 'brand'],
    ['data-mode', 'light'],
    ['data-radius', 'square'],
  ])
  const replacedWith: string[] = []
  const document = {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(line: string) {
      written.push(line)
      const [pair] = line.split(';')
      const [name, value] = (pair ?? '').split('=')
      jar.set(name ?? '', value ?? '')
    },
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  }
  const localStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
  }
  const location = {
    pathname: options.path ?? '/food',
    search: '',
    replace: (to: string) => replacedWith.push(to),
  }
  runInNewContext(restoreClientStateScript(), { window: { localStorage }, document, location })
  return { jar, written, stored, attributes, replacedWith }
}

describe('the kept client state', () => {
  it('is kept under keys prefixed with the package name', () => {
    const { name } = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string }
    expect(CLIENT_STATE_PREFIX).toBe(`${name}.`)
    for (const key of Object.values(CLIENT_STATE_KEYS)) expect(key.startsWith(`${name}.`)).toBe(true)
  })

  it('keeps the preference cookies a page has, whoever set them', () => {
    const page = browser({
      cookies: { hc_theme: 'dark.greenmoss', hc_radius: 'rounded', hc_locale: 'fr-KE' },
    })
    expect(Object.fromEntries(page.stored)).toEqual({
      'homecooked.themeColor': 'dark.greenmoss',
      'homecooked.themeRadius': 'rounded',
      'homecooked.language': 'fr-KE',
    })
    expect(page.written).toEqual([])
    expect(page.attributes.get('data-mode')).toBe('light')
  })

  it('puts a gone cookie back for its lifetime and wears the kept theme at once', () => {
    const page = browser({
      kept: { 'homecooked.themeColor': 'dark.redruby', 'homecooked.themeRadius': 'rounded' },
    })
    expect(page.jar.get('hc_theme')).toBe('dark.redruby')
    expect(page.jar.get('hc_radius')).toBe('rounded')
    expect(page.written.every((line) => line.includes('Max-Age=86400; Path=/; SameSite=Lax'))).toBe(true)
    expect(Object.fromEntries(page.attributes)).toEqual({
      'data-theme': 'redruby',
      'data-mode': 'dark',
      'data-radius': 'rounded',
    })
    expect(page.replacedWith).toEqual([])
  })

  it('opens the root of a kept language, and only at the root', () => {
    expect(browser({ kept: { 'homecooked.language': 'sw-KE' }, path: '/' }).replacedWith).toEqual(['/sw-KE'])
    expect(browser({ kept: { 'homecooked.language': 'sw-KE' }, path: '/food' }).replacedWith).toEqual([])
    // English is the root itself.
    expect(browser({ kept: { 'homecooked.language': 'en-KE' }, path: '/' }).replacedWith).toEqual([])
    // A cookie present is the choice: the server redirected by it already.
    expect(
      browser({ cookies: { hc_locale: 'en-KE' }, kept: { 'homecooked.language': 'sw-KE' }, path: '/' })
        .replacedWith,
    ).toEqual([])
  })

  it('lets nothing outside the closed lists through, either way', () => {
    const page = browser({
      cookies: { hc_theme: 'dark.pink' },
      kept: { 'homecooked.themeRadius': 'round"><script>', 'homecooked.language': 'xx' },
      path: '/',
    })
    expect(page.stored.get('homecooked.themeColor')).toBeUndefined()
    expect(page.written).toEqual([])
    expect(page.attributes.get('data-radius')).toBe('square')
    expect(page.replacedWith).toEqual([])
  })

  it('does nothing, and throws nothing, when the browser refuses storage', () => {
    const refusing = () => {
      throw new Error('SecurityError')
    }
    expect(() =>
      runInNewContext(restoreClientStateScript(), {
        window: {
          get localStorage() {
            return refusing()
          },
        },
        document: { cookie: '' },
        location: { pathname: '/' },
      }),
    ).not.toThrow()
  })
})
