import * as v from 'valibot'
import type { MessageChannel } from '../../contracts/accounts.lists'

const AtReply = v.object({
  SMSMessageData: v.object({ Recipients: v.array(v.object({ status: v.string(), number: v.string() })) }),
})

/** Sends one message over one channel; throws when the provider refuses it. */
export type Transport = (message: { recipient: string; subject: string; body: string }) => Promise<void>

export type Transports = Partial<Record<MessageChannel, Transport>>

export type TransportSettings = {
  SMTP_URL?: string | undefined
  SMTP_FROM?: string | undefined
  AFRICASTALKING_API_KEY?: string | undefined
  AFRICASTALKING_USERNAME?: string | undefined
  AFRICASTALKING_SENDER_ID?: string | undefined
  /** Another messaging host (a local simulator in tests); unset: Africa's Talking's own. */
  AFRICASTALKING_URL?: string | undefined
}

/** E-mail over SMTP (nodemailer), loaded only when SMTP_URL is set. */
function smtpTransport(url: string, from: string): Transport {
  const transporter = import('nodemailer').then(({ createTransport }) => createTransport(url))
  return async ({ recipient, subject, body }) => {
    await (await transporter).sendMail({ from, to: recipient, subject, text: body })
  }
}

/** SMS through Africa's Talking's messaging API; the "sandbox" username uses its sandbox host. */
function africasTalkingTransport(
  apiKey: string,
  username: string,
  senderId?: string,
  baseUrl?: string,
): Transport {
  const host =
    username === 'sandbox' ? 'https://api.sandbox.africastalking.com' : 'https://api.africastalking.com'
  return async ({ recipient, body }) => {
    const form = new URLSearchParams({ username, to: recipient, message: body })
    if (senderId) form.set('from', senderId)
    const response = await fetch(`${baseUrl ?? host}/version1/messaging`, {
      method: 'POST',
      headers: { apiKey, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(15_000),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`Africa's Talking answered ${response.status}: ${text}`)
    // A 201 can still carry a refusal per recipient (invalid number, no balance…): check it.
    const reply = v.safeParse(AtReply, JSON.parse(text))
    const sent = reply.success ? reply.output.SMSMessageData.Recipients[0] : undefined
    if (sent?.status !== 'Success') throw new Error(`Africa's Talking did not send: ${sent?.status ?? text}`)
  }
}

/** The channels that really send, from the configuration; an unconfigured channel only writes the outbox. */
export function transportsFrom(settings: TransportSettings): Transports {
  const transports: Transports = {}
  if (settings.SMTP_URL)
    transports.email = smtpTransport(
      settings.SMTP_URL,
      settings.SMTP_FROM ?? 'HomeCooked <no-reply@homecooked.co.ke>',
    )
  if (settings.AFRICASTALKING_API_KEY) {
    transports.sms = africasTalkingTransport(
      settings.AFRICASTALKING_API_KEY,
      settings.AFRICASTALKING_USERNAME ?? 'sandbox',
      settings.AFRICASTALKING_SENDER_ID,
      settings.AFRICASTALKING_URL,
    )
  }
  return transports
}
