import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tokenBreaches } from '../../scripts/check-design-tokens'

/**
 * The design system of decision 0092, read from the stylesheets of src/: spaces, type sizes and
 * colours are tokens of src/styles/tokens.css (themes.css sets them per theme), and each
 * component (button, field, chip, card, badge, sheet, skeleton, cart bar) has its look set in
 * its own file of src/styles/components/ and nowhere else.
 */
describe('the design tokens', () => {
  it('are the only spaces, type sizes and colours, and each component is styled in its own file', () => {
    const breaches = tokenBreaches(join(import.meta.dirname, '../../src'))
    expect(breaches.map((b) => `${b.file}: ${b.selector} { ${b.declaration} } (${b.rule})`)).toEqual([])
  })

  it('sees a size and a colour written in place, a token set on a page and a card restyled by a page', () => {
    const breaches = tokenBreaches(join(import.meta.dirname, '../fixtures/design-tokens'))
    expect(breaches.map((b) => `${b.selector} → ${b.rule}`).sort()).toEqual([
      ".page .card → the card's look set outside components/card.css",
      '.page → a token set outside tokens.css and themes.css',
      '.page-note → a colour written in place of its token',
      '.page-title → a space or type size written in place of its token',
    ])
  })
})
