import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * Arabic counts in six forms (CLDR: zero, one, two, few, many, other): "3 حصص" but "11 حصة".
 * A translation that keeps English's two forms reads wrongly for every count from 2 on, so every
 * plural in the Arabic catalogue must give the four forms English lacks.
 */
describe('Arabic plurals', () => {
  const catalogue = readFileSync('locales/ar.po', 'utf8')
  const plurals = [...catalogue.matchAll(/^msgstr "(.*plural,.*)"$/gm)].map((match) => match[1] ?? '')

  it('exist in the catalogue (the check reads something)', () => {
    expect(plurals.length).toBeGreaterThan(10)
  })

  it.each(['two', 'few', 'many'])('give the "%s" form in every translated plural', (form) => {
    expect(plurals.filter((text) => !text.includes(` ${form} {`))).toEqual([])
  })
})
