import type { Payment } from '../../contracts/payments.responses'
import type { PaymentRow } from '../../db/schema'
import { toMpesaPhone } from '../../lib/phone'

const masked = (phone: string | null) => (phone ? `${phone.slice(0, 4)}•••••${phone.slice(-3)}` : null)

/** What the shopper may see of a payment attempt; the phone is masked to its last three digits. */
export function toPaymentView(row: PaymentRow): Payment {
  return {
    id: row.id,
    checkoutId: row.checkoutId,
    orderId: row.orderId,
    method: row.method,
    status: row.status,
    amountKes: row.amountKes,
    phone: masked(row.phone),
    /** Who M-Pesa says paid, when it is not the prompted number (decision 0057); masked too. */
    otherPayerPhone:
      row.payerPhone && otherPayerNote(row.phone, row.payerPhone)
        ? masked(`+${row.payerPhone.replace(/\D/g, '')}`)
        : null,
    receipt: row.receipt,
    resultCode: row.resultCode,
    resultDesc: row.resultDesc,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  }
}

/**
 * Someone other than the prompted number paid (decision 0057): the money counts all the same,
 * and the paying number is kept with a note for support. Only a full 12-digit number is compared.
 */
export function otherPayerNote(promptedPhone: string | null, payerPhone: string | undefined) {
  const payer = payerPhone?.replace(/\D/g, '')
  const prompted = promptedPhone ? toMpesaPhone(promptedPhone) : undefined
  if (payer?.length !== 12 || !prompted || payer === prompted) return undefined
  return `Paid from ${payer}, not the prompted ${prompted}`
}
