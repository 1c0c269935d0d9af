import { describe, expect, it } from 'vitest'
import { kenyaOnlyMetadata } from '../../scripts/phone-metadata'
import { normaliseKenyanPhone, toMpesaPhone } from '../../src/lib/phone'
import { localKenyanPhone } from '../../src/lib/phone-format'
import kept from '../../src/lib/phone-metadata.ke.json'

/**
 * Kenyan mobile numbers as shoppers type them (KENYA.md): one canonical E.164 form, whatever
 * the spacing or prefix; a landline, another country's number or a wrong length is refused.
 */
describe('a Kenyan mobile number', () => {
  it('reads every way Kenyans write one as the same E.164 number', () => {
    for (const typed of [
      '0712345678',
      '0712 345 678',
      '0712-345-678',
      '(0712) 345 678',
      '712345678',
      '+254712345678',
      '+254 712 345 678',
      '254712345678',
      '+254 (0) 712 345 678',
    ])
      expect(normaliseKenyanPhone(typed), typed).toBe('+254712345678')
    // The 01… range Safaricom and Airtel opened when 07… filled up.
    expect(normaliseKenyanPhone('0110 123 456')).toBe('+254110123456')
    expect(normaliseKenyanPhone('+254 110 123456')).toBe('+254110123456')
  })

  it('refuses what cannot take an M-Pesa prompt or an SMS', () => {
    for (const typed of [
      '',
      'abc',
      '0712 345 67', // a digit short
      '07123456789', // a digit over
      '020 2345678', // a Nairobi landline
      '+255712345678', // Tanzania
      '+44 7700 900123',
      '0712 345 678 ext 5',
    ])
      expect(normaliseKenyanPhone(typed), typed).toBeNull()
  })

  it("gives Daraja's 12 digits and the local way of writing it", () => {
    expect(toMpesaPhone('0712 345 678')).toBe('254712345678')
    expect(toMpesaPhone('0712')).toBeNull()
    expect(localKenyanPhone('+254712345678')).toBe('0712 345 678')
  })

  it("keeps Kenya's part of the installed library's metadata (else: node --import tsx scripts/phone-metadata.ts)", () => {
    expect(kept).toEqual(kenyaOnlyMetadata())
  })
})
