import { describe, expect, it } from 'vitest'
import { catalogue } from '../fixtures/po-catalogue'

/**
 * Kikuyu and Kamba are partial catalogues (English fills the rest), but everything a shopper
 * reads while finding food and ordering is theirs: every message used by the code of the home,
 * list, kitchen, meal, cart, checkout, order and sign-in pages and the shell around them (the
 * catalogue's `#:` references say where a message is used).
 */
const SHOPPER_CODE = [
  'src/components/layout/',
  'src/components/status/',
  'src/components/form/',
  'src/components/ErrorPage.tsx',
  'src/components/RouteErrorPage.tsx',
  'src/features/cart/',
  'src/features/checkout/',
  'src/features/catalogue/',
  'src/features/orders/',
  'src/features/accounts/',
  'src/features/site/',
  'src/features/theme/',
  'src/features/favorites/',
  'src/routes/index.tsx',
  'src/routes/-home/',
  'src/routes/food/',
  'src/routes/cart/',
  'src/routes/auth/',
  'src/routes/account/orders',
  'src/routes/__root.tsx',
  'src/lib/meal-labels.ts',
  'src/lib/day-labels.ts',
]

type Entry = ReturnType<typeof catalogue>[number]

const shown = (entry: Entry) =>
  (entry.references ?? []).some((file) => SHOPPER_CODE.some((code) => file.startsWith(code)))

describe.each(['ki', 'kam'])('%s: what a shopper reads while ordering', (language) => {
  it('is translated, every message of it', () => {
    const messages = catalogue(language).filter(shown)
    expect(messages.length).toBeGreaterThan(400)
    expect(messages.filter((entry) => !entry.msgstr[0]).map((entry) => entry.msgid)).toEqual([])
  })

  it('names joining, signing in and signing out with three different words', () => {
    const byId = new Map(catalogue(language).map((entry) => [entry.msgid, entry.msgstr[0]]))
    const words = ['Join', 'Sign in', 'Sign out'].map((id) => byId.get(id))
    expect(words.every(Boolean)).toBe(true)
    expect(new Set(words).size).toBe(3)
  })
})
