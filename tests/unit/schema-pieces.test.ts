import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { kenyanPhone } from '../../src/lib/phone'
import { idParam } from '../../src/lib/route-loading'
import { emptyAsMissing, idText, positiveId } from '../../src/lib/schema-pieces'

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

describe('the one record-id rule', () => {
  const pageId = (raw: string) => {
    try {
      return idParam(raw)
    } catch {
      return 'not found'
    }
  }

  it('takes the same ids in a JSON body, an API path and a page path, up to Postgres’ largest integer', () => {
    for (const id of [1, 42, 1_234_567_890, 2_147_483_647]) {
      expect(v.parse(positiveId(), id)).toBe(id)
      expect(v.parse(idText(), String(id))).toBe(id)
      expect(pageId(String(id))).toBe(id)
    }
  })

  it('refuses the same ids everywhere, with input.id', () => {
    for (const id of [0, -1, 1.5, 2_147_483_648]) {
      expect(v.safeParse(positiveId(), id).issues?.[0]?.message).toBe('input.id')
      expect(v.safeParse(idText(), String(id)).issues?.[0]?.message).toBe('input.id')
      expect(pageId(String(id))).toBe('not found')
    }
    for (const raw of ['', 'x', '1e3', '0x10', '12345678901']) {
      expect(v.safeParse(idText(), raw).issues?.[0]?.message).toBe('input.id')
      expect(pageId(raw)).toBe('not found')
    }
  })
})
