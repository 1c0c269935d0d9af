import { toMpesaPhone } from '../../lib/phone'

/**
 * Safaricom Daraja's "Lipa na M-Pesa Online" (STK push), as KENYA.md describes it: an OAuth
 * token cached until shortly before it expires, the push, and the status query that stands in
 * for callbacks that come late or never.
 */

export type DarajaSettings = {
  /** https://sandbox.safaricom.co.ke, https://api.safaricom.co.ke, or a local simulator. */
  baseUrl: string
  consumerKey: string
  consumerSecret: string
  shortCode: string
  passkey: string
  transactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline'
  /** Where Daraja posts the result: public HTTPS in production, with a secret path segment. */
  callbackUrl: string
}

export class DarajaError extends Error {
  override name = 'DarajaError'
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
  }
}

const TIMEOUT_MS = 15_000
/** Renew a little early, so a token never expires between the check and its use. */
const TOKEN_MARGIN_MS = 60_000

/** `YYYYMMDDHHmmss` in Nairobi time, which Daraja expects in the password and the request. */
function darajaTimestamp(at = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Nairobi',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}${part('month')}${part('day')}${part('hour')}${part('minute')}${part('second')}`
}

const stkPassword = (shortCode: string, passkey: string, timestamp: string) =>
  Buffer.from(`${shortCode}${passkey}${timestamp}`).toString('base64')

/** +254712345678 → 254712345678, the 12 digits Daraja takes. */
function darajaPhone(phone: string): string {
  const digits = toMpesaPhone(phone)
  if (!digits) throw new DarajaError('M-Pesa takes a Kenyan mobile number')
  return digits
}

type PushAnswer = { merchantRequestId: string; checkoutRequestId: string; customerMessage: string }
/** The query's answer: settled with a result code, or still waiting for the payer. */
export type QueryAnswer = { settled: true; resultCode: number; resultDesc: string } | { settled: false }

export function createDarajaClient(settings: DarajaSettings) {
  let token: { value: string; expiresAt: number } | undefined

  async function call(
    path: string,
    init: RequestInit,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    let response: Response
    try {
      response = await fetch(`${settings.baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
    } catch (error) {
      throw new DarajaError(`M-Pesa could not be reached: ${(error as Error).message}`)
    }
    const text = await response.text()
    let body: Record<string, unknown> = {}
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {}
    } catch {
      throw new DarajaError(
        `M-Pesa answered ${response.status} with a body that is not JSON`,
        response.status,
      )
    }
    return { status: response.status, body }
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt - TOKEN_MARGIN_MS > Date.now()) return token.value
    const basic = Buffer.from(`${settings.consumerKey}:${settings.consumerSecret}`).toString('base64')
    const { status, body } = await call('/oauth/v1/generate?grant_type=client_credentials', {
      headers: { Authorization: `Basic ${basic}` },
    })
    if (status !== 200 || typeof body.access_token !== 'string') {
      throw new DarajaError(`M-Pesa refused the credentials (${status})`, status)
    }
    token = { value: body.access_token, expiresAt: Date.now() + Number(body.expires_in ?? 3599) * 1000 }
    return token.value
  }

  async function post(path: string, payload: Record<string, unknown>) {
    const bearer = await accessToken()
    const answer = await call(path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    })
    // A token revoked early: drop it so the next call asks for a new one.
    if (answer.status === 401) token = undefined
    return answer
  }

  const signed = () => {
    const timestamp = darajaTimestamp()
    return {
      BusinessShortCode: settings.shortCode,
      Password: stkPassword(settings.shortCode, settings.passkey, timestamp),
      Timestamp: timestamp,
    }
  }

  return {
    /** Sends the PIN prompt to the payer's phone; the money moves only when the callback says so. */
    async stkPush(input: { amountKes: number; phone: string; reference: string; description: string }) {
      const { status, body } = await post('/mpesa/stkpush/v1/processrequest', {
        ...signed(),
        TransactionType: settings.transactionType,
        Amount: input.amountKes,
        PartyA: darajaPhone(input.phone),
        PartyB: settings.shortCode,
        PhoneNumber: darajaPhone(input.phone),
        CallBackURL: settings.callbackUrl,
        AccountReference: input.reference.slice(0, 12),
        TransactionDesc: input.description.slice(0, 13),
      })
      if (status !== 200 || body.ResponseCode !== '0' || typeof body.CheckoutRequestID !== 'string') {
        const reason = String(body.errorMessage ?? body.ResponseDescription ?? `status ${status}`)
        throw new DarajaError(`M-Pesa did not send the prompt: ${reason}`, status)
      }
      return {
        merchantRequestId: String(body.MerchantRequestID ?? ''),
        checkoutRequestId: body.CheckoutRequestID,
        customerMessage: String(body.CustomerMessage ?? ''),
      } satisfies PushAnswer
    },

    /** Asks how a push ended. While the payer has not answered, Daraja answers an error: not settled. */
    async query(checkoutRequestId: string): Promise<QueryAnswer> {
      const { status, body } = await post('/mpesa/stkpushquery/v1/query', {
        ...signed(),
        CheckoutRequestID: checkoutRequestId,
      })
      if (status === 200 && body.ResultCode !== undefined) {
        return {
          settled: true,
          resultCode: Number(body.ResultCode),
          resultDesc: String(body.ResultDesc ?? ''),
        }
      }
      if (status === 500 && String(body.errorCode ?? '').startsWith('500.001.1001')) return { settled: false }
      throw new DarajaError(`M-Pesa could not say how the payment ended (${status})`, status)
    },
  }
}

export type DarajaClient = ReturnType<typeof createDarajaClient>
