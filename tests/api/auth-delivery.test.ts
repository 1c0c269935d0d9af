import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { transportsFrom } from '../../src/domain/accounts/transports'
import { authCall, latestMessage, newRegistration, signedInByCode } from '../fixtures/accounts'
import { testApi } from '../setup/test-database'

type Mail = { to: string; subject: string; text: string }
type Sms = { apiKey: string; username: string; to: string; message: string }
const mails: Mail[] = []
const texts: Sms[] = []
const refusedNumbers = new Set<string>()

// A real SMTP server on localhost (the smtp-server package), keeping what it receives.
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = ''
    stream.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8')
    })
    stream.on('end', () => {
      // Quoted-printable soft line breaks and escapes, enough for the ASCII English message.
      const decoded = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
      mails.push({
        to: session.envelope.rcptTo.map((r) => r.address).join(','),
        subject: /^Subject: (.*)$/m.exec(decoded)?.[1]?.trim() ?? '',
        text: decoded
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n'),
      })
      callback()
    })
  },
})

// A stand-in for Africa's Talking's messaging endpoint, answering as its documentation shows.
const africasTalking = createServer(async (request, response) => {
  let raw = ''
  for await (const chunk of request) raw += chunk
  const form = new URLSearchParams(raw)
  const sms = {
    apiKey: String(request.headers.apikey),
    username: form.get('username') ?? '',
    to: form.get('to') ?? '',
    message: form.get('message') ?? '',
  }
  const refused = refusedNumbers.has(sms.to)
  if (!refused) texts.push(sms)
  response.writeHead(201, { 'Content-Type': 'application/json' }).end(
    JSON.stringify({
      SMSMessageData: {
        Message: refused ? 'Sent to 0/1 Total Cost: 0' : 'Sent to 1/1 Total Cost: KES 0.8000',
        Recipients: [
          {
            statusCode: refused ? 403 : 101,
            number: sms.to,
            status: refused ? 'InvalidPhoneNumber' : 'Success',
            cost: 'KES 0.8000',
            messageId: 'ATXid_1',
          },
        ],
      },
    }),
  )
})

let api: Awaited<ReturnType<typeof testApi>>
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  await new Promise<void>((resolve) => africasTalking.listen(0, '127.0.0.1', resolve))
  const smtpPort = (smtp.server.address() as AddressInfo).port
  const atPort = (africasTalking.address() as AddressInfo).port
  api = await testApi({
    accounts: {
      transports: transportsFrom({
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SMTP_FROM: 'HomeCooked <no-reply@homecooked.test>',
        AFRICASTALKING_API_KEY: 'at-test-key',
        AFRICASTALKING_USERNAME: 'homecooked',
        AFRICASTALKING_URL: `http://127.0.0.1:${atPort}`,
      }),
    },
  })
})
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
  await new Promise<void>((resolve) => africasTalking.close(() => resolve()))
})

describe('message delivery', () => {
  it('e-mails the verification code over SMTP and marks the outbox row sent', async () => {
    const registration = newRegistration()
    await authCall(api, 'POST', '/account/register', { body: registration })
    const mail = mails.find((m) => m.to === registration.email)
    expect(mail?.subject).toMatch(/Your HomeCooked code is \d{6}/)
    expect(mail?.text).toMatch(/verification code is \d{6}\. It works for 10 minutes/)
    const row = await latestMessage(api.db, registration.email)
    expect(row?.sentAt).toBeInstanceOf(Date)
    expect(row?.error).toBeNull()
  })

  it('texts the code to a phone identifier through Africa’s Talking', async () => {
    const registration = newRegistration({ identifier: 'phone' })
    await authCall(api, 'POST', '/account/register', { body: registration, language: 'sw-KE' })
    const sms = texts.find((t) => t.to === registration.phone)
    expect(sms).toMatchObject({ apiKey: 'at-test-key', username: 'homecooked' })
    expect(sms?.message).toMatch(/^Msimbo wako wa HomeCooked ni \d{6}$/)
    expect((await latestMessage(api.db, registration.phone))?.sentAt).toBeInstanceOf(Date)
  })

  it('keeps a refused SMS on the outbox row, and still answers the shopper normally', async () => {
    const registration = newRegistration({ identifier: 'phone' })
    refusedNumbers.add(registration.phone)
    const response = await authCall(api, 'POST', '/account/register', { body: registration })
    expect(response.status).toBe(202)
    const row = await latestMessage(api.db, registration.phone)
    expect(row?.sentAt).toBeNull()
    expect(row?.error).toMatch(/InvalidPhoneNumber/)
  })

  it('texts the code to a new number, and tells the old one in Swahili once it counts', async () => {
    const old = await signedInByCode(api)
    const next = newRegistration({ identifier: 'phone' }).phone
    await authCall(api, 'PUT', '/account/update', {
      token: old.accessToken,
      body: { newIdentifier: next },
      language: 'sw-KE',
    })
    const code = /\b(\d{6})\b/.exec(texts.findLast((t) => t.to === next)?.message ?? '')?.[1]
    expect(code).toBeDefined()
    const confirmed = await authCall(api, 'POST', '/verification/confirm', {
      token: old.accessToken,
      body: { token: code },
      language: 'sw-KE',
    })
    expect(confirmed.status).toBe(200)
    const local = `0${next.slice(4, 7)} ${next.slice(7, 10)} ${next.slice(10)}`
    expect(texts.findLast((t) => t.to === old.identifier)?.message).toBe(
      `HomeCooked: sasa unaingia kwa ${local}. Si wewe? Tuambie.`,
    )
  })
})
