import { describe, expect, it } from 'vitest'
import { KILOMETRE_VALUES, localisedValues, SHILLING_VALUES } from '../../src/lib/message-values'
import { translations } from '../fixtures/po-catalogue'

/** Every English message text of the catalogue (msgstr, as the API and the web write English). */
const english = translations('en')

describe('amounts and distances in messages', () => {
  it('knows every placeholder written after "KSh" or before "km"', () => {
    const shillingPlaceholders = english.flatMap((text) =>
      [...text.matchAll(/KSh \{(\w+)\}/g)].map((m) => m[1]),
    )
    const kilometrePlaceholders = english.flatMap((text) =>
      [...text.matchAll(/\{(\w+)\} km\b/g)].map((m) => m[1]),
    )
    expect(shillingPlaceholders.length).toBeGreaterThan(4)
    expect(kilometrePlaceholders.length).toBeGreaterThan(1)
    for (const name of shillingPlaceholders) expect(SHILLING_VALUES, name).toContain(name)
    for (const name of kilometrePlaceholders) expect(KILOMETRE_VALUES, name).toContain(name)
  })

  it('writes them as each language writes numbers, and leaves the other values alone', () => {
    const values = {
      totalKes: 1500,
      expectedTotalKes: 12500,
      distance: 2.54,
      orderId: 1234,
      kitchen: 'Mama Njeri',
    }
    expect(localisedValues(values, 'en-KE')).toEqual({
      ...values,
      totalKes: '1,500',
      expectedTotalKes: '12,500',
      distance: '2.5',
    })
    const french = localisedValues(values, 'fr-KE')
    expect(french?.distance).toBe('2,5')
    expect(french?.totalKes).toMatch(/^1\s500$/u)
    expect(french?.orderId).toBe(1234)
    expect(localisedValues({ distance: 0.9 }, 'pt-KE')).toEqual({ distance: '0,9' })
    expect(localisedValues({ missing: 250 }, 'ar-KE')?.missing).toBe(
      new Intl.NumberFormat('ar-KE').format(250),
    )
    expect(localisedValues(undefined, 'en-KE')).toBeUndefined()
  })
})
