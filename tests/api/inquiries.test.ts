import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody } from '../../src/contracts/common.responses'
import { InquiryReceipt } from '../../src/contracts/content.responses'
import { inquiries } from '../../src/db/schema'
import { apiRequest } from '../fixtures/api-request'
import { testApi } from '../setup/test-database'

let api: Awaited<ReturnType<typeof testApi>>
beforeAll(async () => {
  api = await testApi()
})

/** A JSON body, or a string sent as it is (broken JSON). */
const post = (body: unknown) =>
  apiRequest(api, 'POST', 'inquiries', typeof body === 'string' ? { rawBody: body } : { body })

const contact = {
  kind: 'contact',
  name: '  Wanjiru Kamau ',
  email: 'wanjiru@example.co.ke',
  phone: '0712 345 678',
  subject: 'Late order',
  message: 'My order from Mama Njeri arrived an hour late yesterday.',
}

describe('POST /api/inquiries', () => {
  it('stores a contact message, trimmed, with the phone in E.164', async () => {
    const response = await post(contact)
    expect(response.status).toBe(201)
    const receipt = v.parse(InquiryReceipt, await response.json())
    const [row] = await api.db.select().from(inquiries).where(eq(inquiries.id, receipt.id))
    expect(row).toMatchObject({
      kind: 'contact',
      name: 'Wanjiru Kamau',
      phone: '+254712345678',
      partnerType: null,
    })
  })

  it('stores a partnership application with its partner type', async () => {
    const response = await post({
      kind: 'partnership',
      name: 'Achieng Otieno',
      email: 'achieng@example.com',
      organisation: "Achieng's Lakeside Pots",
      partnerType: 'home-cook',
      message: 'I cook Luo food in South B and would like to join.',
    })
    expect(response.status).toBe(201)
  })

  it('refuses a partnership application without a partner type', async () => {
    const response = await post({ ...contact, kind: 'partnership' })
    expect(response.status).toBe(422)
    expect(v.parse(ErrorBody, await response.json()).errors.partnerType).toEqual([
      'Please choose what kind of partner you are',
    ])
  })

  it('answers every bad field at once, and stores nothing', async () => {
    // Only rows with this address are looked at: files beside this one store messages too.
    const email = `not-an-email-${Date.now().toString(36)}`
    const response = await post({ kind: 'contact', name: 'A', email, phone: '12345', message: 'short' })
    expect(response.status).toBe(422)
    const { errors } = v.parse(ErrorBody, await response.json())
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name', 'phone'])
    expect(await api.db.select().from(inquiries).where(eq(inquiries.email, email))).toEqual([])
  })

  it.each([
    ['broken JSON', '{"kind": "contact",', 400],
    ['an array', '[1,2,3]', 422],
    ['an unknown kind', JSON.stringify({ ...contact, kind: 'complaint' }), 422],
  ])('answers %s with a 4xx and the error body', async (_, body, status) => {
    const response = await post(body)
    expect(response.status).toBe(status)
    v.parse(ErrorBody, await response.json())
  })

  it('answers 413 for a 10 MB message', async () => {
    const response = await post({ ...contact, message: 'x'.repeat(10 * 1024 * 1024) })
    expect(response.status).toBe(413)
  })
})
