import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { kenyanPhone } from '../../src/lib/phone'
import { emptyAsMissing } from '../../src/lib/schema-pieces'

describe('an optional field whose empty text means "not given"', () => {
  const Phone = v.object({ phone: emptyAsMissing(kenyanPhone('account.phone')) })

  it('takes empty text, blanks and a missing field as not given', () => {
    for (const input of [{ phone: '' }, { phone: '   ' }, {}])
      expect(v.parse(Phone, input)).toEqual({ phone: undefined })
  })

  it('checks and normalises what is given', () => {
    expect(v.parse(Phone, { phone: '0712 345 678' })).toEqual({ phone: '+254712345678' })
  })

  it('refuses a wrong value with the schema’s own message id, on its field', () => {
    const result = v.safeParse(Phone, { phone: '0712 345 67' })
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['phone', 'account.phone'],
    ])
  })
})
